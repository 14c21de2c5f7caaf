import {
  listText,
  templateTextProblem,
  type TLang,
  type TMessageChannel,
  type TMessageTemplateDef,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';

/** The label of a text field in the caller's language, e.g. "短信中文内容" / "SMS Chinese text". */
const fieldLabel = (ctx: Pick<TCallContext, 't'>, channel: TMessageChannel | null, lang: TLang) =>
  channel
    ? ctx.t('messageTemplate.fields.text', {
        channel: ctx.t(`messageTemplate.channels.${channel}`),
        lang: ctx.t(`messageTemplate.fields.${lang}`),
      })
    : ctx.t(lang === 'cn' ? 'messageTemplate.detail.textCn' : 'messageTemplate.detail.textEn');

/**
 * Refuses a template text that uses a variable the template does not have, or braces that are not a
 * `{{name}}` placeholder, naming the field and the variables allowed.
 */
export const assertTemplateText = (
  ctx: Pick<TCallContext, 't' | 'lang'>,
  def: TMessageTemplateDef,
  channel: TMessageChannel | null,
  lang: TLang,
  text: string,
): void => {
  const problem = templateTextProblem(def.Variables, text);
  if (!problem) return;
  const field = fieldLabel(ctx, channel, lang);
  if (problem.kind === 'unknown') {
    throw new BizError('messageTemplate.errors.unknownVariable', {
      field,
      variable: `{{${problem.variable}}}`,
      allowed: listText(ctx.lang, def.Variables),
    });
  }
  throw new BizError('messageTemplate.errors.malformed', { field, example: `{{${def.Variables[0] ?? 'name'}}}` });
};
