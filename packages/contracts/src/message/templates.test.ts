import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues } from '@opentmc/i18n';
import {
  MESSAGE_TEMPLATES,
  SECRET_MASK,
  isMessageTemplateKey,
  maskSecrets,
  messageTemplateOf,
  renderTemplateText,
  templateTextProblem,
  templateVariablesIn,
} from './templates.ts';

const valueAt = (locale: 'zh-CN' | 'en', key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogues[locale]);

describe('the message template catalogue', () => {
  it('has unique keys and ids, a default text in both languages using only its variables, and every label', () => {
    expect(new Set(MESSAGE_TEMPLATES.map((d) => d.Key)).size).toBe(MESSAGE_TEMPLATES.length);
    expect(new Set(MESSAGE_TEMPLATES.map((d) => d.Id)).size).toBe(MESSAGE_TEMPLATES.length);
    const keys = new Set(catalogueKeys(catalogues['zh-CN']));
    for (const d of MESSAGE_TEMPLATES) {
      for (const locale of ['zh-CN', 'en'] as const) {
        const text = valueAt(locale, d.Key);
        expect(typeof text, `${locale} ${d.Key}`).toBe('string');
        expect(templateTextProblem(d.Variables, text as string), `${locale} ${d.Key}`).toBeNull();
      }
      // Every declared variable is one the default text uses (so a sample preview shows them all).
      expect([...templateVariablesIn(valueAt('zh-CN', d.Key) as string)].sort(), d.Key).toEqual(
        [...d.Variables].sort(),
      );
      expect(d.Channels.length, d.Key).toBeGreaterThan(0);
      for (const k of [`messageTemplate.templates.${d.Id}.name`, `messageTemplate.templates.${d.Id}.description`])
        expect(keys.has(k), k).toBe(true);
      for (const v of d.Variables) {
        expect(keys.has(`messageTemplate.variables.${v}`), v).toBe(true);
        expect(keys.has(`messageTemplate.samples.${v}`), v).toBe(true);
      }
      expect(keys.has(`messageTemplate.groups.${d.Group}`), d.Group).toBe(true);
    }
  });

  it('covers every template text in the i18n catalogues (a new one needs an entry here)', () => {
    const texts = catalogueKeys(catalogues['zh-CN']).filter(
      (k) => /^(message|customer|employee)\.templates\./.test(k) || k === 'company.invite.sms',
    );
    expect(texts.length).toBeGreaterThan(7);
    expect(texts.filter((k) => !isMessageTemplateKey(k))).toEqual([]);
  });
});

describe('secrets in messages (issue 14 item 1)', () => {
  it('marks every code, password and one-time link as a secret, and nothing a template does not have', () => {
    for (const d of MESSAGE_TEMPLATES) {
      expect(
        d.Secrets.every((v) => d.Variables.includes(v)),
        d.Key,
      ).toBe(true);
      for (const v of ['code', 'password', 'link'])
        if (d.Variables.includes(v)) expect(d.Secrets, `${d.Key} ${v}`).toContain(v);
    }
    const withSecrets = MESSAGE_TEMPLATES.filter((d) => d.Secrets.length).map((d) => d.Id);
    expect(withSecrets).toEqual(
      expect.arrayContaining(['codeLogin', 'initialPassword', 'customerAccount', 'companyInvite', 'approvalPending']),
    );
  });

  it('masks the secrets of a message and keeps the rest', () => {
    const params = { site: 'OpenTMC', code: '123456', minutes: 5 };
    expect(maskSecrets(messageTemplateOf('message.templates.code.Login'), params)).toEqual({
      site: 'OpenTMC',
      code: SECRET_MASK,
      minutes: 5,
    });
    expect(maskSecrets(messageTemplateOf('message.templates.approval.approved'), { number: 'A1' })).toEqual({
      number: 'A1',
    });
    expect(maskSecrets(undefined, params)).toEqual(params);
  });
});

describe('template texts', () => {
  const vars = ['code', 'minutes', 'site'];
  it.each([
    ['您的验证码是 {{code}}，{{minutes}} 分钟内有效', null],
    ['{{ code }} and {{site}}', null],
    ['no variables at all', null],
    ['{{name}} is not one', { kind: 'unknown', variable: 'name' }],
    ['{{code}} {{Code}}', { kind: 'unknown', variable: 'Code' }],
    ['{{code', { kind: 'malformed' }],
    ['code}}', { kind: 'malformed' }],
    ['{{}}', { kind: 'malformed' }],
    ['{{code minutes}}', { kind: 'malformed' }],
    // Single braces around a placeholder are text.
    ['{{{code}}}', null],
    ['{code}', null],
  ])('%s', (text, problem) => {
    expect(templateTextProblem(vars, text)).toEqual(problem);
  });

  it('renders placeholders like i18next does, a missing value as empty', () => {
    expect(
      renderTemplateText('【{{site}}】{{ code }}，{{minutes}} 分钟 {{code}}', {
        site: 'X',
        code: '123456',
        minutes: 5,
      }),
    ).toBe('【X】123456，5 分钟 123456');
    expect(renderTemplateText('{{code}}-{{other}}', { code: 'a' })).toBe('a-');
    // A value is not rendered again.
    expect(renderTemplateText('{{code}}', { code: '{{site}}', site: 'no' })).toBe('{{site}}');
  });
});
