import { z } from 'zod';
import { defineCall, defineRoute, type TCallRoute } from '../call.ts';
import * as routes from '../routes.ts';
import { ZTicketInfo } from '../ticket.ts';
import { ZEmail, ZMobile, ZPassword, ZSmsCode, passwordsMatch } from '../validation.ts';
import { ZCaptchaAnswer, type TCaptchaAnswer } from './captcha.ts';

// The system group's account calls (spec sections 5, 7 and 8; issue 2 section 4).

/** Company feature codes carried in the ticket's FeatureCodes (docs/codes.md). */
export const FeatureCode = {
  /** The platform operator (the TMC itself). */
  Platform: 'Platform',
  /** A travel management company serving client companies. */
  Tmc: 'Tmc',
  /** A client company whose employees book travel. */
  Client: 'Client',
  /** The business supply feature: users of such a company are suppliers (spec section 6). */
  Supply: 'BusinessSupply',
  /** An individual user's own account space. */
  Personal: 'Personal',
} as const;
export type TFeatureCode = (typeof FeatureCode)[keyof typeof FeatureCode];

export const REGISTER_TYPES = ['Personal', 'Company'] as const;

/** Why an SMS (or mail) code is sent; a code works only for its own purpose and mobile or address. */
export const CODE_PURPOSES = ['Register', 'Login', 'ResetPwd', 'Bind'] as const;
export const ZCodePurpose = z.enum(CODE_PURPOSES);
export type TCodePurpose = z.infer<typeof ZCodePurpose>;

const ZAccount = z
  .string({ error: 'system.validation.accountRequired' })
  .trim()
  .min(1, 'system.validation.accountRequired')
  .max(100, 'system.validation.accountRequired');

const ZPasswordLogin = z.object({
  Account: ZAccount,
  Password: z
    .string({ error: 'messages.validation.passwordRequired' })
    .min(1, 'messages.validation.passwordRequired')
    .max(64, 'system.errors.badCredentials'),
});
const ZCodeLogin = z.object({ Mobile: ZMobile, Code: ZSmsCode });

/** A login, after validation: by account and password, or by mobile and dynamic code; a captcha when asked for. */
export type TLogin = (
  ({ By: 'password' } & z.output<typeof ZPasswordLogin>) | ({ By: 'code' } & z.output<typeof ZCodeLogin>)
) & { Captcha: TCaptchaAnswer };

/**
 * Login by account (login name, mobile or email) and password, `{Account, Password}`, or by mobile
 * and dynamic code, `{Mobile, Code}`. One object rather than a union, so a missing field gets the
 * spec's message instead of a generic "invalid input".
 */
export const ZLoginRequest = z
  .object({
    Account: z.string().optional(),
    Password: z.string().optional(),
    Mobile: z.string().optional(),
    Code: z.string().optional(),
    ...ZCaptchaAnswer.shape,
  })
  .transform((v, ctx): TLogin => {
    const byCode = v.Account === undefined && (v.Mobile !== undefined || v.Code !== undefined);
    const r = byCode ? ZCodeLogin.safeParse(v) : ZPasswordLogin.safeParse(v);
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
      return z.NEVER;
    }
    const Captcha = { CaptchaID: v.CaptchaID, CaptchaCode: v.CaptchaCode };
    return byCode
      ? { By: 'code', ...ZCodeLogin.parse(v), Captcha }
      : { By: 'password', ...ZPasswordLogin.parse(v), Captcha };
  });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const Login = defineCall({
  ...routes.Login,
  auth: 'public',
  payload: ZLoginRequest,
  result: ZTicketInfo,
  summary: 'Log in by account and password, or by mobile and dynamic code; sets the SfsSes cookie',
});

export const Logout = defineCall({
  ...routes.Logout,
  auth: 'public',
  payload: z.object({}),
  result: z.null(),
  summary: 'End the session on the server',
});

export const GetTicketInfo = defineCall({
  ...routes.GetTicketInfo,
  auth: 'session',
  payload: z.object({}),
  result: ZTicketInfo,
  summary: 'Who is logged in: CompanyID, UserID, UserName, CompanyName, FeatureCodes',
});

/** A side-menu entry (spec section 3, "User action"). */
export type TUserAction = {
  ActionID: string;
  ActionCode: string;
  ActionPath: string;
  ActionURL: string;
  ActionNick: string;
  IconName: string;
  OrderBy: number;
  UpperAction: string;
  IdentifyCode: string;
  children: TUserAction[];
};
export const ZUserAction: z.ZodType<TUserAction> = z.lazy(() =>
  z.object({
    ActionID: z.string(),
    ActionCode: z.string(),
    ActionPath: z.string(),
    ActionURL: z.string(),
    ActionNick: z.string(),
    IconName: z.string(),
    OrderBy: z.number(),
    UpperAction: z.string(),
    IdentifyCode: z.string(),
    children: z.array(ZUserAction),
  }),
);

export const ZUserActions = z.object({ UserActions: z.array(ZUserAction) });

export const GetUserActions = defineCall({
  ...routes.GetUserActions,
  auth: 'session',
  payload: z.object({}),
  result: ZUserActions,
  summary: 'The actions this user may take; they build the side menu',
});

/** Personal or company registration (`/User/Register`, `/Company/Register`). */
export const ZRegisterRequest = z
  .object({
    RegisterType: z.enum(REGISTER_TYPES),
    /** The person's name. */
    UserName: z
      .string({ error: 'messages.validation.nameRequired' })
      .trim()
      .min(1, 'messages.validation.nameRequired')
      .max(50, 'messages.validation.nameRequired'),
    Mobile: ZMobile,
    Code: ZSmsCode,
    Email: ZEmail.optional().or(z.literal('')),
    Password: ZPassword,
    ConfirmPassword: z.string({ error: 'messages.validation.passwordRequired' }),
    /** Required for a company registration. */
    CompanyName: z.string().trim().max(100).optional(),
    Agree: z.literal(true, { error: 'messages.validation.agreement' }),
  })
  .refine(passwordsMatch, { message: 'messages.validation.passwordMismatch', path: ['ConfirmPassword'] })
  .refine((v) => v.RegisterType !== 'Company' || (v.CompanyName ?? '').length > 0, {
    message: 'system.validation.companyNameRequired',
    path: ['CompanyName'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const Register = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Security/Register',
  auth: 'public',
  payload: ZRegisterRequest,
  result: ZTicketInfo,
  summary: 'Register a personal or company account (the registrant becomes the company administrator) and log in',
});

/** Send a code to a mobile number, or to the mobile or email of an account (password reset). */
export const ZSendCodeRequest = z
  .object({
    Mobile: ZMobile.optional(),
    Account: ZAccount.optional(),
    Channel: z.enum(['mobile', 'email']).optional(),
    /** Default: Register for SendValidCode, Bind for auth/SendCode, Login for the others; ResetPwd with Account. */
    Purpose: ZCodePurpose.optional(),
    /** For purpose Register: a personal account may get a code to register a company, not another personal account. */
    RegisterType: z.enum(REGISTER_TYPES).optional(),
  })
  .refine((v) => (v.Mobile === undefined) !== (v.Account === undefined), {
    message: 'messages.validation.mobileRequired',
    path: ['Mobile'],
  });
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;
export const ZSendCodeResult = z.object({
  /** Seconds before another code may be requested. */
  WaitSeconds: z.number(),
  /** Where the code went, masked (e.g. 138****0001). */
  SentTo: z.string(),
});

const sendCodeCall = (route: TCallRoute<typeof ZSendCodeRequest, typeof ZSendCodeResult>, summary: string) =>
  defineCall({
    ...route,
    auth: 'public',
    payload: ZSendCodeRequest,
    result: ZSendCodeResult,
    summary,
  });

/** A send-code call's route, other than the login page's (routes.SendCode). */
const sendCodeRoute = (path: string) =>
  defineRoute<typeof ZSendCodeRequest, typeof ZSendCodeResult>({ group: 'system', method: 'POST', path });

/** Four spellings of "send a code" appear in the spec; they share one use case. Purpose defaults per call. */
export const SendValidCode = sendCodeCall(
  sendCodeRoute('Security/SendValidCode'),
  'Send a registration code (default purpose Register)',
);
export const SendCode = sendCodeCall(routes.SendCode, 'Send a code (default purpose Login)');
export const AuthSendCode = sendCodeCall(sendCodeRoute('auth/SendCode'), 'Send a binding code (default purpose Bind)');
export const SmsCode = sendCodeCall(sendCodeRoute('security/SMSCode'), 'Send an SMS code (default purpose Login)');

export const CheckCode = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Security/checkCode',
  auth: 'public',
  payload: z
    .object({
      Mobile: ZMobile.optional(),
      Account: ZAccount.optional(),
      Channel: z.enum(['mobile', 'email']).optional(),
      Code: ZSmsCode,
      Purpose: ZCodePurpose,
    })
    .refine((v) => (v.Mobile === undefined) !== (v.Account === undefined), {
      message: 'messages.validation.mobileRequired',
      path: ['Mobile'],
    }),
  result: z.object({
    /** For purpose ResetPwd: a one-time token for ResetPwd, valid 10 minutes. */
    Token: z.string(),
  }),
  summary: 'Check (and use up) a code; for a password reset it returns the reset token',
});

export const CheckAccount = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Security/CheckAccount',
  auth: 'public',
  payload: z.object({ Account: ZAccount }),
  result: z.object({
    Exists: z.boolean(),
    /** Masked mobile and email of the account, for the verification step. */
    Mobile: z.string(),
    Email: z.string(),
  }),
  summary: 'Check that an account exists (password reset step 1)',
});

/** Reset a forgotten password with the token of checkCode, or change it with the old one when logged in. */
export const ZResetPwdRequest = z
  .object({
    Account: ZAccount.optional(),
    Token: z.string().min(1).max(200).optional(),
    OldPassword: z.string().min(1, 'messages.validation.passwordRequired').max(64).optional(),
    Password: ZPassword,
    ConfirmPassword: z.string({ error: 'messages.validation.passwordRequired' }),
    /** With the old password, when the last refusal asked for a captcha. */
    ...ZCaptchaAnswer.shape,
  })
  .refine(passwordsMatch, { message: 'messages.validation.passwordMismatch', path: ['ConfirmPassword'] })
  .refine((v) => (v.Token !== undefined && v.Account !== undefined) || v.OldPassword !== undefined, {
    message: 'system.validation.resetProof',
    path: ['Token'],
  });

export const ResetPwd = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Security/ResetPwd',
  auth: 'public',
  payload: ZResetPwdRequest,
  result: z.null(),
  summary: 'Reset a password (account + reset token) or change it (old password, logged in); ends other sessions',
});

export const GetMobileUser = defineCall({
  group: 'system',
  method: 'GET',
  path: 'Security/GetMobileUser',
  auth: 'public',
  payload: z.object({ mobile: ZMobile }),
  result: z.object({
    Registered: z.boolean(),
    /** Whether the mobile belongs to a company account (which cannot register another company). */
    IsCompanyAccount: z.boolean(),
    /** Masked user name when registered. */
    UserName: z.string(),
  }),
  summary: 'Find the user with a mobile number',
});

/**
 * The side menu's badges (spec section 2): work tasks, order changes, SMS notices, trade receipts. Each is the sum of
 * the counters the server's modules register under its key (platform/side-badges.ts); the web menu shows each on
 * the entries it names (app/shell/menu.ts).
 */
export const SIDE_BADGE_KEYS = ['WorkTask', 'OrderChange', 'Sms', 'TradeReceipt'] as const;
export type TSideBadgeKey = (typeof SIDE_BADGE_KEYS)[number];
export type TSideBadges = Record<TSideBadgeKey, number>;

/** Badge counts of the side menu (spec section 2), polled every 300000 ms. */
export const GetSideBadges = defineCall({
  group: 'side',
  method: 'GET',
  path: 'Side/Badges',
  auth: 'session',
  payload: z.object({}),
  result: z.object(
    Object.fromEntries(SIDE_BADGE_KEYS.map((k) => [k, z.number()])) as Record<TSideBadgeKey, z.ZodNumber>,
  ),
  summary: 'Counts for the side-menu badges: work tasks, order changes, SMS notices, trade receipts',
});

/** Side panel poll interval (spec section 9). */
export const SIDE_POLL_MS = 300000;
