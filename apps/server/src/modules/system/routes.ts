import {
  AuthSendCode,
  CheckAccount,
  CheckCode,
  GetCaptcha,
  GetMobileUser,
  GetSideBadges,
  GetSiteInfo,
  GetTicketInfo,
  GetUserActions,
  Login,
  Logout,
  Register,
  ResetPwd,
  SendCode,
  SendValidCode,
  SmsCode,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { newCaptcha } from '../../platform/captcha.ts';
import { checkAccount } from './check-account.ts';
import { checkCode } from './check-code.ts';
import { getMobileUser } from './get-mobile-user.ts';
import { getSideBadges } from './get-side-badges.ts';
import { getSiteInfo } from './get-site-info.ts';
import { getTicketInfo } from './get-ticket-info.ts';
import { getUserActions } from './get-user-actions.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { registerAccount } from './register-account.ts';
import { resetPassword } from './reset-password.ts';
import { sendCode } from './send-code.ts';

export const systemCalls: TBoundCall[] = [
  bind(GetSiteInfo, async (ctx) => getSiteInfo(ctx)),
  bind(Login, async (ctx, p) => login(ctx, p)),
  bind(Logout, async (ctx) => logout(ctx)),
  bind(GetTicketInfo, async (ctx) => getTicketInfo(ctx)),
  bind(GetUserActions, async (ctx) => getUserActions(ctx)),
  bind(Register, async (ctx, p) => registerAccount(ctx, p)),
  // Four spellings of "send a code" (spec section 7), one use case; the purpose defaults per call.
  bind(SendValidCode, async (ctx, p) => sendCode(ctx, p, 'Register')),
  bind(SendCode, async (ctx, p) => sendCode(ctx, p, 'Login')),
  bind(AuthSendCode, async (ctx, p) => sendCode(ctx, p, 'Bind')),
  bind(SmsCode, async (ctx, p) => sendCode(ctx, p, 'Login')),
  bind(CheckCode, async (ctx, p) => checkCode(ctx, p)),
  bind(CheckAccount, async (ctx, p) => checkAccount(ctx, p.Account)),
  bind(ResetPwd, async (ctx, p) => resetPassword(ctx, p)),
  // The captcha image a password check asks for after repeated failures (platform/password-guard.ts).
  bind(GetCaptcha, async (ctx) => newCaptcha(ctx, ctx.ip)),
  bind(GetMobileUser, async (ctx, p) => getMobileUser(ctx, p.mobile)),
  bind(GetSideBadges, async (ctx) => getSideBadges(ctx)),
];
