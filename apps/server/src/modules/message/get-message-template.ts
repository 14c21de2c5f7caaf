import { inArray } from 'drizzle-orm';
import {
  formatDateTime,
  messageTemplateOf,
  type TMessageTemplateDef,
  type TMessageTemplateDetails,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { users } from '../org/index.ts';
import { resolveChannel, templateRows, type TTemplateRow } from './resolve-template.ts';
import { templateCompanyFor, type TTemplateCompany } from './template-company.ts';

/** The names of the users who saved some rows, by id. */
export const editorNames = async (tx: TTx, rows: readonly TTemplateRow[]): Promise<Map<string, string>> => {
  const ids = [...new Set(rows.flatMap((r) => (r.updatedBy ? [r.updatedBy] : [])))];
  if (!ids.length) return new Map();
  const found = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.name]));
};

/** A template's channels for a company from its and its TMC's rows of that template. */
export const channelsOf = (def: TMessageTemplateDef, target: TTemplateCompany, rows: readonly TTemplateRow[]) =>
  def.Channels.map((channel) => {
    const mine = (companyId: string | null) =>
      rows.find((r) => r.companyId === companyId && r.templateKey === def.Key && r.channel === channel);
    return { channel, ...resolveChannel(def, mine(target.companyId), target.isTmc ? undefined : mine(target.tmcId)) };
  });

/** One template of a company as MessageTemplate/Details, Update and Reset return it. */
export const templateDetailsOf = async (
  tx: TTx,
  target: TTemplateCompany,
  def: TMessageTemplateDef,
): Promise<TMessageTemplateDetails> => {
  const rows = await templateRows(tx, [target.companyId, target.tmcId], [def.Key]);
  const names = await editorNames(tx, rows);
  return {
    CompanyID: target.companyId,
    CompanyName: target.companyName,
    IsTmc: target.isTmc,
    Key: def.Key,
    Group: def.Group,
    Variables: [...def.Variables],
    Required: def.Required,
    Channels: channelsOf(def, target, rows).map(({ channel, text, base, own }) => ({
      Channel: channel,
      Enabled: text.enabled,
      TextCn: text.textCn,
      TextEn: text.textEn,
      Source: text.source,
      BaseCn: base.textCn,
      BaseEn: base.textEn,
      BaseEnabled: base.enabled,
      BaseSource: base.source,
      UpdateTime: own ? formatDateTime(own.updatedAt) : '',
      UpdatedBy: own?.updatedBy ? (names.get(own.updatedBy) ?? '') : '',
    })),
  };
};

/** The catalogue entry of a key the payload schema has already checked. */
export const templateDef = (key: string): TMessageTemplateDef => {
  const def = messageTemplateOf(key);
  if (!def) throw new BizError('message.errors.unknownTemplate');
  return def;
};

/** Refuses a template only the TMC sets (registration, new customers' and suppliers' accounts) to anyone else. */
export const assertTemplateOf = (target: TTemplateCompany, def: TMessageTemplateDef): void => {
  if (def.TmcOnly && !target.isTmc) throw new BizError('messageTemplate.errors.tmcOnly');
};

/** MessageTemplate/Details. */
export const getMessageTemplate = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; Key: string },
): Promise<TMessageTemplateDetails> => {
  const def = templateDef(p.Key);
  const target = await templateCompanyFor(ctx, ctx.db, p.CompanyID);
  assertTemplateOf(target, def);
  return templateDetailsOf(ctx.db, target, def);
};
