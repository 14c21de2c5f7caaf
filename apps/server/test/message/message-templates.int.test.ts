import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_TEMPLATES,
  MessageTemplateDetails,
  MessageTemplateList,
  MessageTemplatePreview,
  MessageTemplateReset,
  MessageTemplateUpdate,
  type TCallContract,
  type TMessageTemplateDetails,
  type TMessageTemplateList,
  EmployeeInitializePassword,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { deliverMessage, enqueueMessage, type TOutgoingMessage } from '../../src/modules/message/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { rows } from '../system/helpers.ts';

// system/MessageTemplate (issue 4, notifications): a company's own texts of the platform's message templates, the
// TMC's texts for all its clients, who may read and change them, and the outbox rendering with them.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
let tmc = '';
let supplier = '';
let other: { companyId: string; userId: string; sid: string };
let adminName = '';

const INVITE = 'company.invite.sms';
const CODE = 'message.templates.code.Login';
const PASSWORD = 'employee.templates.initialPassword';
const ACCOUNT = 'customer.templates.customerAccount';
const forbidden = (lang: 'cn' | 'en' = 'en') => translate(lang, 'messages.forbidden');
const templateRows = () =>
  rows<{ company_id: string; template_key: string; channel: string; text_cn: string; enabled: boolean }>(
    t,
    'select company_id, template_key, channel, text_cn, text_en, enabled from message_templates order by 1, 2, 3',
  );
const companyOf = async (login: string) =>
  (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, login) }))!;

const details = async (key: string, s = sid.admin, extra: Record<string, unknown> = {}) => {
  const r = await t.call<TMessageTemplateDetails>(MessageTemplateDetails, { Key: key, ...extra }, { session: s });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};
const channel = (d: TMessageTemplateDetails, c: 'sms' | 'mail') => d.Channels.find((x) => x.Channel === c)!;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'operator', 'employee', 'service', 'supplier']) sid[a] = await t.login(a);
  const admin = await companyOf('admin');
  demo = admin.companyId;
  adminName = admin.name;
  tmc = (await companyOf('operator')).companyId;
  supplier = (await companyOf('supplier')).companyId;
  other = await createOtherCompany(t, '模板测试别家公司', '13900003333');
});
afterAll(async () => t.close());

describe('MessageTemplate/List and Details', () => {
  it('lists every template of the catalogue with its channels, all on their defaults at first', async () => {
    const r = await t.call<TMessageTemplateList>(MessageTemplateList, {}, { session: sid.admin });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({ CompanyID: demo, CompanyName: '示例科技有限公司', IsTmc: false });
    // Registration and new accounts' texts are the TMC's alone.
    expect(r.result!.Items.map((i) => i.Key)).toEqual(MESSAGE_TEMPLATES.filter((d) => !d.TmcOnly).map((d) => d.Key));
    expect(r.result!.Items.map((i) => i.Key)).not.toContain(ACCOUNT);
    const invite = r.result!.Items.find((i) => i.Key === INVITE)!;
    expect(invite).toEqual({
      Key: INVITE,
      Group: 'account',
      Channels: [{ Channel: 'sms', Enabled: true, Source: 'Default' }],
      Overridden: false,
      UpdateTime: '',
      UpdatedBy: '',
    });
    const op = await t.call<TMessageTemplateList>(MessageTemplateList, {}, { session: sid.operator });
    expect(op.result).toMatchObject({ CompanyID: tmc, IsTmc: true });
    expect(op.result!.Items.map((i) => i.Key)).toEqual(MESSAGE_TEMPLATES.map((d) => d.Key));
  });

  it('pages the catalogue as the kit pages a list, counting every template of the company', async () => {
    const keys = MESSAGE_TEMPLATES.filter((d) => !d.TmcOnly).map((d) => d.Key);
    const page = async (PageNo: number) =>
      (
        await t.call<TMessageTemplateList & { RecordCount: number }>(
          MessageTemplateList,
          { PageNo, PageSize: 3 },
          { session: sid.admin },
        )
      ).result!;
    const first = await page(1);
    expect(first.Items.map((i) => i.Key)).toEqual(keys.slice(0, 3));
    expect([first.RecordCount, first.CompanyID]).toEqual([keys.length, demo]);
    expect((await page(2)).Items.map((i) => i.Key)).toEqual(keys.slice(3, 6));
  });

  it('filters by name in the caller’s language', async () => {
    const cn = await t.call<TMessageTemplateList>(MessageTemplateList, { KeyWords: '验证码' }, { session: sid.admin });
    expect(cn.result!.Items.map((i) => i.Key)).toEqual(
      MESSAGE_TEMPLATES.filter((d) => d.Group === 'security' && !d.TmcOnly).map((d) => d.Key),
    );
    const en = await t.call<TMessageTemplateList>(
      MessageTemplateList,
      { KeyWords: 'invitation' },
      { session: sid.admin, lang: 'en' },
    );
    expect(en.result!.Items.map((i) => i.Key)).toEqual([INVITE]);
  });

  it('shows the default texts and variables of a template', async () => {
    const d = await details(CODE);
    expect(d).toMatchObject({ Key: CODE, Group: 'security', Variables: ['site', 'code', 'minutes'], Required: true });
    expect(d.Channels.map((c) => c.Channel)).toEqual(['sms', 'mail']);
    expect(channel(d, 'sms')).toEqual({
      Channel: 'sms',
      Enabled: true,
      TextCn: translate('cn', CODE),
      TextEn: translate('en', CODE),
      Source: 'Default',
      BaseCn: translate('cn', CODE),
      BaseEn: translate('en', CODE),
      BaseEnabled: true,
      BaseSource: 'Default',
      UpdateTime: '',
      UpdatedBy: '',
    });
  });

  it('refuses a key that is not a template, in both languages', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const r = await t.call(
        MessageTemplateDetails,
        { Key: 'message.errors.smsNotFound' },
        { session: sid.admin, lang },
      );
      expect([r.isSucc, r.statusCode, r.message]).toEqual([
        false,
        400,
        translate(lang, 'messages.invalidField', {
          field: 'Key',
          message: translate(lang, 'message.errors.unknownTemplate'),
        }),
      ]);
    }
  });
});

describe('MessageTemplate/Update and Reset', () => {
  const mine = {
    TextCn: '【{{site}}】{{inviter}} 邀请您加入 {{company}}：{{link}}',
    TextEn: '{{inviter}} invites you: {{link}}',
  };

  it('saves the company’s own text of one channel and reads it back', async () => {
    const r = await t.call<TMessageTemplateDetails>(
      MessageTemplateUpdate,
      { Key: INVITE, Channels: [{ Channel: 'sms', Enabled: true, ...mine }] },
      { session: sid.admin, lang: 'cn' },
    );
    expect([r.isSucc, r.message]).toEqual([true, translate('cn', 'messages.saved')]);
    expect(channel(r.result!, 'sms')).toMatchObject({
      TextCn: mine.TextCn,
      TextEn: mine.TextEn,
      Enabled: true,
      Source: 'Company',
      BaseSource: 'Default',
      BaseCn: translate('cn', INVITE),
      UpdatedBy: adminName,
      UpdateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(await details(INVITE)).toEqual(r.result);
    const list = await t.call<TMessageTemplateList>(MessageTemplateList, {}, { session: sid.admin });
    expect(list.result!.Items.find((i) => i.Key === INVITE)).toMatchObject({
      Overridden: true,
      UpdateTime: channel(r.result!, 'sms').UpdateTime,
      UpdatedBy: adminName,
      Channels: [{ Channel: 'sms', Enabled: true, Source: 'Company' }],
    });
    expect(await templateRows()).toEqual([
      expect.objectContaining({ company_id: demo, template_key: INVITE, channel: 'sms', text_cn: mine.TextCn }),
    ]);
    // Another company still has the default.
    expect(channel(await details(INVITE, other.sid), 'sms').Source).toBe('Default');
  });

  it.each(['cn', 'en'] as const)('refuses an unknown variable in %s, naming it, and writes nothing', async (lang) => {
    const before = await templateRows();
    const r = await t.call(
      MessageTemplateUpdate,
      { Key: INVITE, Channels: [{ Channel: 'sms', Enabled: true, TextCn: '{{inviter}} 邀请', TextEn: 'Hi {{name}}' }] },
      { session: sid.admin, lang },
    );
    const field = translate(lang, 'messageTemplate.fields.text', {
      channel: translate(lang, 'messageTemplate.channels.sms'),
      lang: translate(lang, 'messageTemplate.fields.en'),
    });
    expect([r.isSucc, r.statusCode, r.message]).toEqual([
      false,
      400,
      translate(lang, 'messageTemplate.errors.unknownVariable', {
        field,
        variable: '{{name}}',
        allowed:
          lang === 'en' ? 'site, inviter, company, department, link' : 'site、inviter、company、department、link',
      }),
    ]);
    expect(r.message).toContain('{{name}}');
    expect(await templateRows()).toEqual(before);
  });

  it('refuses broken braces, an empty text, a channel the template lacks and switching a code off', async () => {
    const before = await templateRows();
    const sms = (over: Record<string, unknown>) => ({ Channel: 'sms', Enabled: true, ...mine, ...over });
    const en = (key: string, params: Record<string, string> = {}) => translate('en', key, params);
    const invalid = (field: string, key: string) => en('messages.invalidField', { field, message: en(key) });
    const smsCn = en('messageTemplate.fields.text', { channel: 'SMS', lang: 'Chinese' });
    const cases: [string, unknown, string][] = [
      [
        INVITE,
        [sms({ TextCn: '{{inviter 邀请您' })],
        en('messageTemplate.errors.malformed', { field: smsCn, example: '{{site}}' }),
      ],
      [INVITE, [sms({ TextEn: '  ' })], invalid('Channels.0.TextEn', 'message.validation.textRequired')],
      [INVITE, [sms({ TextEn: 'x'.repeat(1001) })], invalid('Channels.0.TextEn', 'message.validation.textTooLong')],
      [INVITE, [sms({}), sms({})], invalid('Channels', 'message.validation.channels')],
      [INVITE, [], invalid('Channels', 'message.validation.channels')],
      [INVITE, [sms({ Channel: 'fax' })], invalid('Channels.0.Channel', 'message.validation.channel')],
      [INVITE, [sms({ Channel: 'mail' })], en('messageTemplate.errors.channel', { channel: 'Mail' })],
      [
        CODE,
        [{ Channel: 'sms', Enabled: false, TextCn: '{{code}}', TextEn: '{{code}}' }],
        en('messageTemplate.errors.cannotDisable'),
      ],
    ];
    for (const [Key, Channels, message] of cases) {
      const r = await t.call(MessageTemplateUpdate, { Key, Channels }, { session: sid.admin, lang: 'en' });
      expect([r.isSucc, r.statusCode, r.message]).toEqual([false, 400, message]);
    }
    expect(await templateRows()).toEqual(before);
  });

  it('keeps no own text when the text saved is what the company would have anyway', async () => {
    const r = await t.call<TMessageTemplateDetails>(
      MessageTemplateUpdate,
      {
        Key: PASSWORD,
        Channels: [
          { Channel: 'mail', Enabled: true, TextCn: translate('cn', PASSWORD), TextEn: translate('en', PASSWORD) },
        ],
      },
      { session: sid.admin },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(channel(r.result!, 'mail').Source).toBe('Default');
    expect((await templateRows()).filter((x) => x.template_key === PASSWORD)).toEqual([]);
  });

  it('resets a channel back to the default', async () => {
    const r = await t.call<TMessageTemplateDetails>(
      MessageTemplateReset,
      { Key: INVITE, Channel: 'sms' },
      { session: sid.admin, lang: 'cn' },
    );
    expect([r.isSucc, r.message]).toEqual([true, translate('cn', 'messageTemplate.detail.resetDone')]);
    expect(channel(r.result!, 'sms')).toMatchObject({
      Source: 'Default',
      TextCn: translate('cn', INVITE),
      UpdateTime: '',
    });
    expect((await templateRows()).filter((x) => x.company_id === demo)).toEqual([]);
  });
});

describe('the TMC’s texts for all its clients', () => {
  const tmcText = {
    TextCn: 'TMC：{{name}} 的账号 {{account}}，密码 {{password}}',
    TextEn: 'TMC: {{name}} {{account}} {{password}}',
  };

  it('the operator’s own texts apply to every client without its own, and a client’s own text wins', async () => {
    const r = await t.call<TMessageTemplateDetails>(
      MessageTemplateUpdate,
      { Key: PASSWORD, Channels: [{ Channel: 'sms', Enabled: true, ...tmcText }] },
      { session: sid.operator },
    );
    expect(r.result).toMatchObject({ CompanyID: tmc, IsTmc: true });
    expect(channel(r.result!, 'sms')).toMatchObject({ Source: 'Company', BaseSource: 'Default' });
    for (const s of [sid.admin, other.sid]) {
      expect(channel(await details(PASSWORD, s), 'sms')).toMatchObject({
        Source: 'Tmc',
        TextCn: tmcText.TextCn,
        BaseSource: 'Tmc',
        BaseCn: tmcText.TextCn,
      });
    }
    await t.call(
      MessageTemplateUpdate,
      {
        Key: PASSWORD,
        Channels: [{ Channel: 'sms', Enabled: true, TextCn: '本企业 {{account}}', TextEn: 'Ours {{account}}' }],
      },
      { session: sid.admin },
    );
    expect(channel(await details(PASSWORD), 'sms')).toMatchObject({
      Source: 'Company',
      BaseSource: 'Tmc',
      BaseCn: tmcText.TextCn,
    });
    expect(channel(await details(PASSWORD, other.sid), 'sms').Source).toBe('Tmc');
    await t.call(MessageTemplateReset, { Key: PASSWORD }, { session: sid.admin });
    expect(channel(await details(PASSWORD), 'sms')).toMatchObject({ Source: 'Tmc', TextCn: tmcText.TextCn });
  });

  it('registration and new accounts’ texts are the TMC’s alone', async () => {
    const op = await details(ACCOUNT, sid.operator);
    expect(op).toMatchObject({ IsTmc: true, Key: ACCOUNT });
    const before = await templateRows();
    for (const lang of ['cn', 'en'] as const) {
      for (const [c, payload] of [
        [MessageTemplateDetails, { Key: ACCOUNT }],
        [MessageTemplateReset, { Key: ACCOUNT }],
        [
          MessageTemplateUpdate,
          { Key: ACCOUNT, Channels: [{ Channel: 'sms', Enabled: true, TextCn: '{{account}}', TextEn: '{{account}}' }] },
        ],
      ] as const) {
        const r = await t.call(c, payload, { session: sid.admin, lang });
        expect([r.isSucc, r.statusCode, r.message]).toEqual([
          false,
          400,
          translate(lang, 'messageTemplate.errors.tmcOnly'),
        ]);
      }
    }
    expect(await templateRows()).toEqual(before);
  });

  it('the operator reaches a client company’s templates, but not a supplier’s', async () => {
    const d = await details(INVITE, sid.operator, { CompanyID: demo });
    expect(d.CompanyID).toBe(demo);
    const r = await t.call(MessageTemplateList, { CompanyID: supplier }, { session: sid.operator, lang: 'en' });
    expect([r.isSucc, r.message]).toEqual([false, translate('en', 'messageTemplate.errors.notEditable')]);
  });
});

describe('who may call MessageTemplate', () => {
  const calls: [string, TCallContract, Record<string, unknown>][] = [
    ['List', MessageTemplateList, {}],
    ['Details', MessageTemplateDetails, { Key: INVITE }],
    [
      'Update',
      MessageTemplateUpdate,
      { Key: INVITE, Channels: [{ Channel: 'sms', Enabled: false, TextCn: 'x', TextEn: 'x' }] },
    ],
    ['Reset', MessageTemplateReset, { Key: INVITE }],
    ['Preview', MessageTemplatePreview, { Key: INVITE, TextCn: 'x', TextEn: 'x' }],
  ];

  it.each(calls)('%s: anonymous callers get 511', async (_n, c, payload) => {
    const r = await t.call(c, payload);
    expect([r.isSucc, r.statusCode]).toEqual([false, 511]);
  });

  it('another company’s administrator, an employee, customer service and a supplier cannot touch the demo company', async () => {
    await t.call(
      MessageTemplateUpdate,
      { Key: INVITE, Channels: [{ Channel: 'sms', Enabled: true, TextCn: '演示 {{link}}', TextEn: 'Demo {{link}}' }] },
      { session: sid.admin },
    );
    const before = await templateRows();
    const wrong: string[] = [];
    for (const [who, s] of [
      ['other', other.sid],
      ['employee', sid.employee],
      ['service', sid.service],
      ['supplier', sid.supplier],
    ] as const) {
      for (const [name, c, payload] of calls) {
        // Preview reads no company's data: any holder of the action may use it.
        if (who === 'other' && name === 'Preview') continue;
        for (const lang of ['cn', 'en'] as const) {
          const r = await t.call(c, { ...payload, CompanyID: demo }, { session: s, lang });
          if (r.isSucc || r.statusCode !== 400 || r.message !== forbidden(lang))
            wrong.push(`${who} ${name} ${lang}: ${r.statusCode} ${r.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await templateRows()).toEqual(before);
    expect(channel(await details(INVITE), 'sms')).toMatchObject({ Source: 'Company', TextCn: '演示 {{link}}' });
    await t.call(MessageTemplateReset, { Key: INVITE }, { session: sid.admin });
  });
});

describe('MessageTemplate/Preview', () => {
  it('renders both texts with sample values', async () => {
    const r = await t.call<{ Cn: string; En: string }>(
      MessageTemplatePreview,
      {
        Key: CODE,
        TextCn: '【{{site}}】验证码 {{code}}，{{ minutes }} 分钟',
        TextEn: 'Code {{code}} for {{minutes}} min',
      },
      { session: sid.admin },
    );
    expect(r.result).toEqual({
      Cn: `【${t.config.systemName.cn}】验证码 ${translate('cn', 'messageTemplate.samples.code')}，${translate('cn', 'messageTemplate.samples.minutes')} 分钟`,
      En: `Code ${translate('en', 'messageTemplate.samples.code')} for ${translate('en', 'messageTemplate.samples.minutes')} min`,
    });
  });

  it('refuses an unknown variable like Update', async () => {
    const r = await t.call(
      MessageTemplatePreview,
      { Key: CODE, TextCn: '{{code}}', TextEn: '{{password}}' },
      { session: sid.admin, lang: 'cn' },
    );
    expect([r.isSucc, r.statusCode]).toEqual([false, 400]);
    expect(r.message).toBe(
      translate('cn', 'messageTemplate.errors.unknownVariable', {
        field: translate('cn', 'messageTemplate.detail.textEn'),
        variable: '{{password}}',
        allowed: 'site、code、minutes',
      }),
    );
  });
});

describe('sending with a company’s templates', () => {
  const send = async (m: Partial<TOutgoingMessage> & { to: string }) => {
    const id = await t.app.deps.db.transaction((tx) =>
      enqueueMessage(tx, t.app.deps, {
        channel: 'sms',
        templateKey: INVITE,
        params: { site: 'OpenTMC', inviter: '李四', company: '示例科技', department: '研发部', link: 'https://x/i/1' },
        lang: 'cn',
        ...m,
      }),
    );
    const [row] = await rows<{ status: string; content: string }>(
      t,
      'select status, content from notification_outbox where id = $1',
      [id],
    );
    return { id, ...row! };
  };
  const update = (s: string | undefined, TextCn: string, TextEn: string, Enabled = true) =>
    t.call(
      MessageTemplateUpdate,
      { Key: INVITE, Channels: [{ Channel: 'sms', Enabled, TextCn, TextEn }] },
      { session: s },
    );

  it('uses the company’s own text, falls back to the TMC’s, then to the default', async () => {
    await update(sid.admin, '本企业：{{inviter}} 邀请您 {{link}}', 'Ours: {{inviter}} {{link}}');
    expect((await send({ to: '13911110001', companyId: demo })).content).toBe('本企业：李四 邀请您 https://x/i/1');
    expect((await send({ to: '13911110002', companyId: demo, lang: 'en' })).content).toBe('Ours: 李四 https://x/i/1');
    // Another client without its own text: the default, then the TMC's once it has one.
    const dflt = translate('cn', INVITE, {
      site: 'OpenTMC',
      inviter: '李四',
      company: '示例科技',
      department: '研发部',
      link: 'https://x/i/1',
    });
    expect((await send({ to: '13911110003', companyId: other.companyId })).content).toBe(dflt);
    await update(sid.operator, 'TMC：{{company}}/{{department}}', 'TMC: {{company}}');
    expect((await send({ to: '13911110004', companyId: other.companyId })).content).toBe('TMC：示例科技/研发部');
    expect((await send({ to: '13911110005', companyId: demo })).content).toBe('本企业：李四 邀请您 https://x/i/1');
    // A message for no company (a registration code) follows the TMC's text.
    expect((await send({ to: '13911110006' })).content).toBe('TMC：示例科技/研发部');
    const sent = await send({ to: '13911110007', companyId: demo });
    expect(await deliverMessage(t.app.deps, sent.id)).toBe('sent');
    // The invite link is a secret: the record shows it masked, and only a demo keeps the clear text beside it.
    expect(
      await rows(t, 'select content, clear_content from sms_records where recipient = $1', ['13911110007']),
    ).toEqual([{ content: '本企业：李四 邀请您 ••••••', clear_content: '本企业：李四 邀请您 https://x/i/1' }]);
  });

  it('is what the platform’s own senders use: a new password goes out in the company’s words', async () => {
    const r = await t.call(
      MessageTemplateUpdate,
      {
        Key: PASSWORD,
        Channels: [
          {
            Channel: 'sms',
            Enabled: true,
            TextCn: '示例科技：{{name}} 新密码 {{password}}',
            TextEn: 'Demo: {{password}}',
          },
        ],
      },
      { session: sid.admin },
    );
    expect(r.isSucc, r.message).toBe(true);
    const employee = await companyOf('employee');
    const sent = await t.call(EmployeeInitializePassword, { UserID: employee.id }, { session: sid.admin });
    expect(sent.isSucc, sent.message).toBe(true);
    const [row] = await rows<{ content: string }>(
      t,
      'select content from notification_outbox where template_key = $1 order by created_at desc, id desc limit 1',
      [PASSWORD],
    );
    expect(row!.content).toMatch(new RegExp(`^示例科技：${employee.name} 新密码 \\S{8,}$`));
    await t.call(MessageTemplateReset, { Key: PASSWORD }, { session: sid.admin });
  });

  it('sends nothing on a channel the company switched off', async () => {
    const r = await update(sid.admin, '本企业：{{inviter}} 邀请您 {{link}}', 'Ours: {{inviter}} {{link}}', false);
    expect(r.isSucc, r.message).toBe(true);
    const off = await send({ to: '13911110010', companyId: demo });
    expect(off).toMatchObject({ status: 'disabled', content: '' });
    expect(await deliverMessage(t.app.deps, off.id)).toBe('skipped');
    expect(await rows(t, 'select 1 from sms_records where recipient = $1', ['13911110010'])).toEqual([]);
    // Other companies still get theirs; the operator switching the TMC's off stops those without their own.
    const still = await send({ to: '13911110011', companyId: other.companyId });
    expect(still.status).toBe('pending');
    await update(sid.operator, 'TMC：{{company}}/{{department}}', 'TMC: {{company}}', false);
    expect((await send({ to: '13911110012', companyId: other.companyId })).status).toBe('disabled');
    // Once both are reset, the default applies again and goes out.
    await t.call(MessageTemplateReset, { Key: INVITE }, { session: sid.operator });
    await t.call(MessageTemplateReset, { Key: INVITE }, { session: sid.admin });
    expect((await send({ to: '13911110013', companyId: demo })).status).toBe('pending');
  });
});
