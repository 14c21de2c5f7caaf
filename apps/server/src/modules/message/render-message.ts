import type { TLang } from '@opentmc/contracts';
import { translate } from '../../platform/i18n.ts';

export type TMessageParams = Record<string, string | number>;

/** The text of a template (a catalogue key under message.templates) in the recipient's language. */
export const renderMessage = (lang: TLang, templateKey: string, params: TMessageParams): string =>
  translate(lang, templateKey, params);
