import { describe, expect, it } from 'vitest';
import { insertVariable, isDirty, textError } from './template-text.ts';

describe('insertVariable', () => {
  it('inserts at the caret, replaces a selection and puts the caret after the placeholder', () => {
    expect(insertVariable('验证码，', 3, 3, 'code')).toEqual({ text: '验证码{{code}}，', caret: 11 });
    expect(insertVariable('Hello NAME!', 6, 10, 'name')).toEqual({ text: 'Hello {{name}}!', caret: 14 });
    expect(insertVariable('', 0, 0, 'site')).toEqual({ text: '{{site}}', caret: 8 });
    // A caret beyond the end (the text changed meanwhile) appends.
    expect(insertVariable('ab', 9, 12, 'x')).toEqual({ text: 'ab{{x}}', caret: 7 });
  });
});

describe('isDirty and textError', () => {
  const loaded = { Enabled: true, TextCn: '甲 {{code}}', TextEn: 'A {{code}}' };
  it('compares trimmed texts and the switch', () => {
    expect(isDirty({ ...loaded, TextCn: '甲 {{code}} ' }, loaded)).toBe(false);
    expect(isDirty({ ...loaded, TextEn: 'B {{code}}' }, loaded)).toBe(true);
    expect(isDirty({ ...loaded, Enabled: false }, loaded)).toBe(true);
  });
  it('names an empty text, an unknown variable and broken braces', () => {
    const def = { Variables: ['code', 'site'] };
    expect(textError(def, ' ', 'F', '、')?.key).toBe('message.validation.textRequired');
    expect(textError(def, '{{code}} {{site}}', 'F', '、')).toBeNull();
    expect(textError(def, '{{name}}', 'F', ', ')).toEqual({
      key: 'messageTemplate.errors.unknownVariable',
      params: { field: 'F', variable: '{{name}}', allowed: 'code, site' },
    });
    expect(textError(def, '{{code', 'F', ', ')?.key).toBe('messageTemplate.errors.malformed');
  });
});
