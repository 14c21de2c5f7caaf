import { templateTextProblem, type TMessageTemplateChannel, type TMessageTemplateDef } from '@opentmc/contracts';

export type TDraft = Pick<TMessageTemplateChannel, 'Enabled' | 'TextCn' | 'TextEn'>;

/** Puts a `{{name}}` placeholder in place of the selection; returns the new text and where the caret goes. */
export const insertVariable = (
  text: string,
  start: number,
  end: number,
  name: string,
): { text: string; caret: number } => {
  const token = `{{${name}}}`;
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return { text: text.slice(0, a) + token + text.slice(b), caret: a + token.length };
};

/** Whether a draft differs from what was loaded. */
export const isDirty = (draft: TDraft, loaded: TDraft): boolean =>
  draft.Enabled !== loaded.Enabled || draft.TextCn.trim() !== loaded.TextCn || draft.TextEn.trim() !== loaded.TextEn;

/**
 * The catalogue key and params of what is wrong with a text (empty, unknown variable, broken braces), or null;
 * the same checks the server makes, so a person sees them while typing.
 */
export const textError = (
  def: Pick<TMessageTemplateDef, 'Variables'>,
  text: string,
  field: string,
  separator: string,
): { key: string; params: Record<string, string> } | null => {
  if (!text.trim()) return { key: 'message.validation.textRequired', params: {} };
  const problem = templateTextProblem(def.Variables, text);
  if (!problem) return null;
  if (problem.kind === 'unknown') {
    return {
      key: 'messageTemplate.errors.unknownVariable',
      params: { field, variable: `{{${problem.variable}}}`, allowed: def.Variables.join(separator) },
    };
  }
  return { key: 'messageTemplate.errors.malformed', params: { field, example: `{{${def.Variables[0] ?? 'name'}}}` } };
};
