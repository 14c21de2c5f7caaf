import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId } from '../resource/define.ts';
import { BOOKING_ACTION } from '../system/actions.ts';

// Rail booking accounts (12306 accounts, spec sections 3 and 7: TrainAccount with id, account and password). A
// traveller binds their own accounts: the rail side checks the password, the server keeps it encrypted and never
// sends it back. Every call needs the booking action.

/** How the rail side sees an account: usable, waiting for the holder's identity check, or locked. */
export const RAIL_ACCOUNT_STATUSES = ['Verified', 'NeedVerify', 'Locked'] as const;
export type TRailAccountStatus = (typeof RAIL_ACCOUNT_STATUSES)[number];
export const ZRailAccountStatus = z.enum(RAIL_ACCOUNT_STATUSES);

/** At most this many rail accounts per traveller. */
export const RAIL_ACCOUNTS_MAX = 10;
export const RAIL_PASSWORD_MIN = 6;
export const RAIL_PASSWORD_MAX = 32;

/** A rail login name: a user name, a mobile number or an email address; kept in lower case. */
export const RAIL_ACCOUNT_RE = /^[a-z0-9][a-z0-9_.@+-]{2,49}$/;

export const ZRailAccountName = z
  .string({ error: 'train.account.validation.accountRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'train.account.validation.accountRequired')
  .regex(RAIL_ACCOUNT_RE, 'train.account.validation.account');

/** The rail password as typed (not trimmed: spaces may be part of it). */
export const ZRailPassword = z
  .string({ error: 'train.account.validation.passwordRequired' })
  .min(1, 'train.account.validation.passwordRequired')
  .refine((s) => s.length >= RAIL_PASSWORD_MIN && s.length <= RAIL_PASSWORD_MAX, 'train.account.validation.password');

/** A bound rail account as replies show it: never the password. */
export const ZTrainAccount = z.object({
  ID: z.string(),
  Account: z.string(),
  /** As the rail side last reported it. */
  Status: ZRailAccountStatus,
  /** When the rail side last checked it (`yyyy-MM-dd HH:mm:ss`). */
  ValidTime: z.string(),
  CreateTime: z.string(),
});
export type TTrainAccount = z.output<typeof ZTrainAccount>;

export const ZTrainAccountLoginRequest = z.object({ Account: ZRailAccountName, Password: ZRailPassword });
export type TTrainAccountLoginRequest = z.output<typeof ZTrainAccountLoginRequest>;

export const ZTrainAccountIdRequest = z.object({ ID: ZRowId });
export const ZTrainAccountResetPasswordRequest = z.object({ ID: ZRowId, Password: ZRailPassword });

export const ZTrainAccountListResult = z.object({ Entities: z.array(ZTrainAccount) });
export type TTrainAccountListResult = z.output<typeof ZTrainAccountListResult>;

export const TrainAccountLogin = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAccount/AccountLogin',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainAccountLoginRequest,
  result: ZTrainAccount,
  summary:
    "Bind a rail booking account to the caller: the rail side checks the password ('wrong user name or password'); binding it again replaces the stored password",
});

/**
 * The web calls it with failTips false (spec: silent failure). A failure reply still carries the account in
 * `result`, with the status the rail side gave.
 */
export const TrainAccountValid = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAccount/ValidAccount',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainAccountIdRequest,
  result: ZTrainAccount,
  summary:
    "Check one of the caller's rail accounts with the rail side; succeeds only when it is usable (Verified), and records the status",
});

export const TrainAccountResetValid = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAccount/ResetValid',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainAccountIdRequest,
  result: ZTrainAccount,
  summary:
    "Ask the rail side to verify one of the caller's accounts again once its holder has confirmed their identity (NeedVerify becomes Verified; a locked account stays locked)",
});

export const TrainAccountResetPassword = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAccount/ResetPassword',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainAccountResetPasswordRequest,
  result: ZTrainAccount,
  summary: "Replace the stored password of one of the caller's rail accounts, after the rail side accepts it",
});

export const TrainAccountList = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAccount/list',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: z.object({}),
  result: ZTrainAccountListResult,
  summary: "The caller's rail accounts, oldest first, without passwords",
});

export const TrainAccountDelete = defineCall({
  group: 'train',
  method: 'GET',
  path: 'trainaccount/delete',
  auth: 'session',
  permission: BOOKING_ACTION,
  // The spec makes it a GET; it deletes, so it needs the CSRF header like a POST.
  stateChanging: true,
  payload: z.object({ id: ZRowId }),
  result: z.object({ ID: z.string() }),
  summary: "Unbind one of the caller's rail accounts (`?id`)",
});

export const ZTrainSearchValidAccountResult = z.object({ Account: z.string(), Status: ZRailAccountStatus });
export type TTrainSearchValidAccountResult = z.output<typeof ZTrainSearchValidAccountResult>;

export const TrainSearchValidAccount = defineCall({
  group: 'trainpolicy',
  method: 'GET',
  path: 'TrainSearch/ValidAccount',
  auth: 'session',
  permission: BOOKING_ACTION,
  // It changes nothing, but it checks a password: the CSRF header keeps other sites from using it as an oracle.
  stateChanging: true,
  payload: z.object({ account: ZRailAccountName, password: ZRailPassword }),
  result: ZTrainSearchValidAccountResult,
  summary:
    "Check a rail account and password with the rail side without binding it (`?account&password`); 'wrong user name or password' when they do not match",
});

/** The booking flow checks the account a traveller chose; TMC staff may check one of a customer's accounts. */
export const TrainOrderValidAccountById = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ValidAccountById',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainAccountIdRequest,
  result: ZTrainAccount,
  summary:
    'Check a bound rail account by its id before booking: the caller’s own, or a customer’s for TMC staff who reach that company',
});
