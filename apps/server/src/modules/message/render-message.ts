import { renderTemplateText, type TLang } from '@opentmc/contracts';
import { translate } from '../../platform/i18n.ts';
import type { TTemplateText } from './resolve-template.ts';

export type TMessageParams = Record<string, string | number>;

/**
 * The text of a template in the recipient's language: a company's (or its TMC's) own text when given, else the
 * catalogue default at the template key.
 */
export const renderMessage = (
  lang: TLang,
  templateKey: string,
  params: TMessageParams,
  custom?: Pick<TTemplateText, 'textCn' | 'textEn'> | null,
): string =>
  custom
    ? renderTemplateText(lang === 'en' ? custom.textEn : custom.textCn, params)
    : translate(lang, templateKey, params);
