import { and, eq } from 'drizzle-orm';
import type { TMessageChannel, TMessageTemplateDetails } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { assertTemplateOf, templateDef, templateDetailsOf } from './get-message-template.ts';
import { ofCompany } from '../org/index.ts';
import { messageTemplates } from './tables.ts';
import { templateCompanyFor } from './template-company.ts';

/** MessageTemplate/Reset: deletes a company's own texts of a template (one channel, or all of them). */
export const resetMessageTemplate = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; Key: string; Channel?: TMessageChannel | undefined },
): Promise<TMessageTemplateDetails> => {
  const def = templateDef(p.Key);
  return ctx.db.transaction(async (tx) => {
    const target = await templateCompanyFor(ctx, tx, p.CompanyID);
    assertTemplateOf(target, def);
    await tx
      .delete(messageTemplates)
      .where(
        and(
          ofCompany(messageTemplates.companyId, target.companyId),
          eq(messageTemplates.templateKey, def.Key),
          p.Channel ? eq(messageTemplates.channel, p.Channel) : undefined,
        ),
      );
    ctx.succeed('messageTemplate.detail.resetDone');
    return templateDetailsOf(tx, target, def);
  });
};
