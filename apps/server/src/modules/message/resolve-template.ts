import { and, eq, inArray, or } from 'drizzle-orm';
import type { TMessageChannel, TMessageTemplateDef, TTemplateSource } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { translate } from '../../platform/i18n.ts';
import { companies } from '../org/index.ts';
import { messageTemplates } from './tables.ts';

export type TTemplateRow = typeof messageTemplates.$inferSelect;

/** The text of one template channel as a company sends it. */
export type TTemplateText = { textCn: string; textEn: string; enabled: boolean; source: TTemplateSource };

/** The catalogue default: the i18n entry at the template's key, sent on every channel. */
export const defaultText = (def: Pick<TMessageTemplateDef, 'Key'>): TTemplateText => ({
  textCn: translate('cn', def.Key),
  textEn: translate('en', def.Key),
  enabled: true,
  source: 'Default',
});

const fromRow = (r: TTemplateRow, source: TTemplateSource): TTemplateText => ({
  textCn: r.textCn,
  textEn: r.textEn,
  enabled: r.enabled,
  source,
});

/**
 * What one channel of a template is for a company: its own row, else the TMC's, else the default (`text`), and
 * what it would be without its own row (`base`, what Reset returns to).
 */
export const resolveChannel = (
  def: Pick<TMessageTemplateDef, 'Key'>,
  own: TTemplateRow | undefined,
  tmc: TTemplateRow | undefined,
): { text: TTemplateText; base: TTemplateText; own: TTemplateRow | undefined } => {
  const base = tmc ? fromRow(tmc, 'Tmc') : defaultText(def);
  return { text: own ? fromRow(own, 'Company') : base, base, own };
};

/** The rows of a company and of its TMC for some templates (all when `keys` is absent). */
export const templateRows = async (
  tx: TTx,
  companyIds: readonly (string | null)[],
  keys?: readonly string[],
): Promise<TTemplateRow[]> => {
  const ids = [...new Set(companyIds.filter((x): x is string => !!x))];
  if (!ids.length) return [];
  return tx
    .select()
    .from(messageTemplates)
    .where(
      and(
        inArray(messageTemplates.companyId, ids),
        keys ? inArray(messageTemplates.templateKey, [...keys]) : undefined,
      ),
    );
};

/**
 * The company's own or its TMC's text of a template on a channel, or null when the default applies. One query:
 * the company's row wins over the TMC's.
 */
export const companyTemplateText = async (
  tx: TTx,
  companyId: string,
  templateKey: string,
  channel: TMessageChannel,
): Promise<TTemplateText | null> => {
  const rows = await tx
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.templateKey, templateKey),
        eq(messageTemplates.channel, channel),
        or(
          eq(messageTemplates.companyId, companyId),
          inArray(
            messageTemplates.companyId,
            tx.select({ id: companies.id }).from(companies).where(eq(companies.type, 'Tmc')),
          ),
        ),
      ),
    );
  const own = rows.find((r) => r.companyId === companyId);
  if (own) return fromRow(own, 'Company');
  const tmc = rows[0];
  return tmc ? fromRow(tmc, 'Tmc') : null;
};
