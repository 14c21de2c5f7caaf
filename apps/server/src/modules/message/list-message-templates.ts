import { MESSAGE_TEMPLATES, formatDateTime, type TMessageTemplateList } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { channelsOf, editorNames } from './get-message-template.ts';
import { templateRows } from './resolve-template.ts';
import { templateCompanyFor } from './template-company.ts';

/**
 * MessageTemplate/List: the templates of the catalogue a company sets (the TMC: all of them), with where each
 * channel's text comes from and the latest change of the company's own texts. KeyWords match the name or description in the caller's
 * language, or the key.
 */
export const listMessageTemplates = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; KeyWords?: string | undefined },
): Promise<TMessageTemplateList> => {
  const target = await templateCompanyFor(ctx, ctx.db, p.CompanyID);
  const rows = await templateRows(ctx.db, [target.companyId, target.tmcId]);
  const names = await editorNames(ctx.db, rows);
  const words = p.KeyWords?.toLowerCase();
  const defs = MESSAGE_TEMPLATES.filter(
    (d) =>
      (target.isTmc || !d.TmcOnly) &&
      (!words ||
        [d.Key, ctx.t(`messageTemplate.templates.${d.Id}.name`), ctx.t(`messageTemplate.templates.${d.Id}.description`)]
          .join('\n')
          .toLowerCase()
          .includes(words)),
  );
  return {
    CompanyID: target.companyId,
    CompanyName: target.companyName,
    IsTmc: target.isTmc,
    Items: defs.map((def) => {
      const channels = channelsOf(def, target, rows);
      const latest = channels
        .flatMap((c) => (c.own ? [c.own] : []))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      return {
        Key: def.Key,
        Group: def.Group,
        Channels: channels.map((c) => ({ Channel: c.channel, Enabled: c.text.enabled, Source: c.text.source })),
        Overridden: latest !== undefined,
        UpdateTime: latest ? formatDateTime(latest.updatedAt) : '',
        UpdatedBy: latest?.updatedBy ? (names.get(latest.updatedBy) ?? '') : '',
      };
    }),
  };
};
