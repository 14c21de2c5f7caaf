import { renderTemplateText, type TLang, type TMessageTemplateDef } from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import { translate } from '../../platform/i18n.ts';
import { assertTemplateText } from './check-template-text.ts';
import { templateDef } from './get-message-template.ts';

/** Sample values of a template's variables in a language; `site` is this system's name. */
export const sampleParams = (
  deps: Pick<TDeps, 'config'>,
  def: TMessageTemplateDef,
  lang: TLang,
): Record<string, string> =>
  Object.fromEntries(
    def.Variables.map((v) => [
      v,
      v === 'site' ? deps.config.systemName[lang] : translate(lang, `messageTemplate.samples.${v}`),
    ]),
  );

/** MessageTemplate/Preview: the texts rendered with sample values, checked like Update. */
export const previewMessageTemplate = async (
  ctx: TAuthedContext,
  p: { Key: string; TextCn: string; TextEn: string },
): Promise<{ Cn: string; En: string }> => {
  const def = templateDef(p.Key);
  assertTemplateText(ctx, def, null, 'cn', p.TextCn);
  assertTemplateText(ctx, def, null, 'en', p.TextEn);
  return {
    Cn: renderTemplateText(p.TextCn, sampleParams(ctx, def, 'cn')),
    En: renderTemplateText(p.TextEn, sampleParams(ctx, def, 'en')),
  };
};
