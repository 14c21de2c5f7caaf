import { and, eq } from 'drizzle-orm';
import type { TMessageChannel, TMessageTemplateDetails } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertTemplateText } from './check-template-text.ts';
import { assertTemplateOf, channelsOf, templateDef, templateDetailsOf } from './get-message-template.ts';
import { templateRows } from './resolve-template.ts';
import { ofCompany } from '../org/index.ts';
import { messageTemplates } from './tables.ts';
import { templateCompanyFor } from './template-company.ts';

type TChannelText = { Channel: TMessageChannel; Enabled: boolean; TextCn: string; TextEn: string };

/**
 * MessageTemplate/Update: saves a company's own texts of a template, channel by channel. Every text is checked
 * before anything is written (only the template's variables; codes and passwords stay on). A channel saved
 * exactly as it would be without the company's own text is not kept as the company's own.
 */
export const updateMessageTemplate = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; Key: string; Channels: TChannelText[] },
): Promise<TMessageTemplateDetails> => {
  const def = templateDef(p.Key);
  for (const c of p.Channels) {
    if (!def.Channels.includes(c.Channel)) {
      throw new BizError('messageTemplate.errors.channel', { channel: ctx.t(`messageTemplate.channels.${c.Channel}`) });
    }
    if (def.Required && !c.Enabled) throw new BizError('messageTemplate.errors.cannotDisable');
    assertTemplateText(ctx, def, c.Channel, 'cn', c.TextCn);
    assertTemplateText(ctx, def, c.Channel, 'en', c.TextEn);
  }
  return ctx.db.transaction(async (tx) => {
    const target = await templateCompanyFor(ctx, tx, p.CompanyID);
    assertTemplateOf(target, def);
    const current = channelsOf(def, target, await templateRows(tx, [target.companyId, target.tmcId], [def.Key]));
    const now = ctx.clock.now();
    for (const c of p.Channels) {
      const { base } = current.find((x) => x.channel === c.Channel)!;
      const row = and(
        ofCompany(messageTemplates.companyId, target.companyId),
        eq(messageTemplates.templateKey, def.Key),
        eq(messageTemplates.channel, c.Channel),
      );
      if (c.TextCn === base.textCn && c.TextEn === base.textEn && c.Enabled === base.enabled) {
        await tx.delete(messageTemplates).where(row);
        continue;
      }
      const values = {
        textCn: c.TextCn,
        textEn: c.TextEn,
        enabled: c.Enabled,
        updatedBy: ctx.session.userId,
        updatedAt: now,
      };
      await tx
        .insert(messageTemplates)
        .values({ companyId: target.companyId, templateKey: def.Key, channel: c.Channel, ...values })
        .onConflictDoUpdate({
          target: [messageTemplates.companyId, messageTemplates.templateKey, messageTemplates.channel],
          set: values,
        });
    }
    ctx.succeed('messages.saved');
    return templateDetailsOf(tx, target, def);
  });
};
