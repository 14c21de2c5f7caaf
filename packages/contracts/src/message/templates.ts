import type { TMessageChannel } from '../adapter/sms.ts';

// The message templates the platform sends (issue 4, "Notifications"; spec: system MessageTemplate). The default
// text of a template is the i18n catalogue entry at its Key; a company (or the TMC, for all its clients) may
// replace it per channel with its own Chinese and English text, using only the template's variables.

/** Action code of the message template screens and calls (`/System/message/{CompanyID}/list` and `/detail`). */
export const MESSAGE_TEMPLATE_ACTION = 'system.message.template';

export const MESSAGE_TEMPLATE_GROUPS = ['security', 'account', 'approval', 'order'] as const;
export type TMessageTemplateGroup = (typeof MESSAGE_TEMPLATE_GROUPS)[number];

export type TMessageTemplateDef = {
  /** The template key: the catalogue key of the default text, and the outbox's templateKey. */
  Key: string;
  /** Short id for labels: `messageTemplate.templates.{Id}.name` and `.description`. */
  Id: string;
  Group: TMessageTemplateGroup;
  /**
   * The variables its text may use as `{{name}}`; each is labelled by `messageTemplate.variables.{name}` and has a
   * sample value `messageTemplate.samples.{name}` for previews.
   */
  Variables: readonly string[];
  /** The channels it is sent through. */
  Channels: readonly TMessageChannel[];
  /** Codes and passwords: a company may reword them but never switch them off (people could not log in). */
  Required: boolean;
  /**
   * The variables that carry a secret (a code, a password, a one-time link): only the message sent holds them; every
   * copy the platform keeps (the SMS list, the delivered outbox row, the log) shows SECRET_MASK instead.
   */
  Secrets: readonly string[];
  /**
   * Sent by the TMC before the recipient has a company of their own (registration, a new customer's or
   * supplier's account): only the TMC's text applies, so only the TMC sets it.
   */
  TmcOnly: boolean;
};

const code = (purpose: string, id: string): TMessageTemplateDef => ({
  Key: `message.templates.code.${purpose}`,
  Id: id,
  Group: 'security',
  Variables: ['site', 'code', 'minutes'],
  Channels: ['sms', 'mail'],
  Required: true,
  Secrets: ['code'],
  TmcOnly: purpose === 'Register',
});

const approval = (name: string, variables: readonly string[]): TMessageTemplateDef => ({
  Key: `message.templates.approval.${name}`,
  Id: `approval${name[0]!.toUpperCase()}${name.slice(1)}`,
  Group: 'approval',
  Variables: variables,
  Channels: ['sms', 'mail'],
  Required: false,
  // The pending notice carries the approver's one-time approval link.
  Secrets: variables.filter((v) => v === 'link'),
  TmcOnly: false,
});

/** What the traveller hears about an order (the order's contact): issued, cannot be issued, refunded. */
const order = (name: string, variable: string): TMessageTemplateDef => ({
  Key: `message.templates.order.${name}`,
  Id: `order${name[0]!.toUpperCase()}${name.slice(1)}`,
  Group: 'order',
  Variables: ['site', 'orderNo', 'trip', variable],
  Channels: ['sms', 'mail'],
  Required: false,
  Secrets: [],
  TmcOnly: false,
});

/** Every template the platform sends, in the order the list screen shows them. */
export const MESSAGE_TEMPLATES: readonly TMessageTemplateDef[] = [
  code('Register', 'codeRegister'),
  code('Login', 'codeLogin'),
  code('ResetPwd', 'codeResetPwd'),
  code('Bind', 'codeBind'),
  {
    Key: 'employee.templates.initialPassword',
    Id: 'initialPassword',
    Group: 'account',
    Variables: ['site', 'name', 'account', 'password'],
    Channels: ['sms', 'mail'],
    Required: true,
    Secrets: ['password'],
    TmcOnly: false,
  },
  {
    Key: 'customer.templates.customerAccount',
    Id: 'customerAccount',
    Group: 'account',
    Variables: ['site', 'company', 'account', 'password'],
    Channels: ['sms'],
    Required: true,
    Secrets: ['password'],
    TmcOnly: true,
  },
  {
    Key: 'customer.templates.supplierAccount',
    Id: 'supplierAccount',
    Group: 'account',
    Variables: ['site', 'company', 'account', 'password'],
    Channels: ['sms'],
    Required: true,
    Secrets: ['password'],
    TmcOnly: true,
  },
  {
    Key: 'company.invite.sms',
    Id: 'companyInvite',
    Group: 'account',
    Variables: ['site', 'inviter', 'company', 'department', 'link'],
    Channels: ['sms'],
    Required: false,
    Secrets: ['link'],
    TmcOnly: false,
  },
  approval('pending', ['site', 'approver', 'creator', 'subject', 'number', 'step', 'link', 'hours']),
  approval('follow', ['site', 'creator', 'subject', 'number', 'step']),
  approval('approved', ['site', 'subject', 'number']),
  approval('rejected', ['site', 'subject', 'number', 'approver', 'reason']),
  approval('withdrawn', ['site', 'creator', 'subject', 'number']),
  order('issued', 'tickets'),
  order('cannot', 'cause'),
  order('refunded', 'amount'),
];

const byKey = new Map(MESSAGE_TEMPLATES.map((d) => [d.Key, d]));

/** The catalogue entry of a template key, or undefined. */
export const messageTemplateOf = (key: string): TMessageTemplateDef | undefined => byKey.get(key);
export const isMessageTemplateKey = (key: string): boolean => byKey.has(key);

/** What a secret looks like in every stored copy of a message. */
export const SECRET_MASK = '••••••';

/** A message's values with its template's secrets masked (all values kept when the template is unknown). */
export const maskSecrets = <T extends Readonly<Record<string, string | number>>>(
  def: Pick<TMessageTemplateDef, 'Secrets'> | undefined,
  params: T,
): T =>
  def?.Secrets.length
    ? (Object.fromEntries(Object.entries(params).map(([k, v]) => [k, def.Secrets.includes(k) ? SECRET_MASK : v])) as T)
    : params;

/** `{{name}}` as i18next writes it (spaces inside the braces allowed). */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The variable names a text uses, in order of first use. */
export const templateVariablesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')),
];

export type TTemplateTextProblem = { kind: 'unknown'; variable: string } | { kind: 'malformed' };

/**
 * What is wrong with a template text, or null: a `{{name}}` that is not one of the template's variables, or
 * braces that do not form a placeholder (`{{code`, `{code}}`, `{{}}`).
 */
export const templateTextProblem = (variables: readonly string[], text: string): TTemplateTextProblem | null => {
  for (const name of templateVariablesIn(text)) {
    if (!NAME.test(name)) return { kind: 'malformed' };
    if (!variables.includes(name)) return { kind: 'unknown', variable: name };
  }
  const rest = text.replace(PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}') ? { kind: 'malformed' } : null;
};

/** Fills a template text's `{{name}}` placeholders (a missing value becomes empty). */
export const renderTemplateText = (text: string, params: Readonly<Record<string, string | number>>): string =>
  text.replace(PLACEHOLDER, (_, name: string) => (name in params ? String(params[name]) : ''));

/** Where the text a company's messages use comes from: its own, the TMC's (for all clients), or the default. */
export const TEMPLATE_SOURCES = ['Company', 'Tmc', 'Default'] as const;
export type TTemplateSource = (typeof TEMPLATE_SOURCES)[number];
