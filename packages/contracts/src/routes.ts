import type { z } from 'zod';
import { defineRoute } from './call.ts';
import type { ZCaptcha } from './system/captcha.ts';
import type { ZLoginRequest, ZSendCodeRequest, ZSendCodeResult, ZUserActions } from './system/security.ts';
import type { ZSiteInfo } from './system/site.ts';
import type { ZTicketInfo } from './ticket.ts';

// The routes of the calls the shell and the first pages (`/`, `/login`) make: where each call goes, without its
// schemas, so that a first visit loads no Zod (docs/adr/0031; the package's `./routes` entry). Each call's contract
// is made from its route here (`defineCall({ ...routes.Login, … })`), and the compiler checks the schemas typed below
// against the contract's. The server still validates every call with the contract's schemas; a page that validates a
// form with them loads them when it validates.

// The kit's screens (their routes and menu entries) for the router.
export { resourcePages, type TResourcePage } from './resource/pages.ts';

/** The payload schema of a call that takes nothing (`z.object({})`). */
type TNoPayload = z.ZodObject<Record<never, never>>;

export const GetSiteInfo = defineRoute<TNoPayload, typeof ZSiteInfo>({
  group: 'system',
  method: 'GET',
  path: 'Security/GetSiteInfo',
});

export const Login = defineRoute<typeof ZLoginRequest, typeof ZTicketInfo>({
  group: 'system',
  method: 'POST',
  path: 'Security/Login',
});

export const Logout = defineRoute<TNoPayload, z.ZodNull>({ group: 'system', method: 'POST', path: 'Security/Logout' });

export const GetTicketInfo = defineRoute<TNoPayload, typeof ZTicketInfo>({
  group: 'system',
  method: 'POST',
  path: 'Security/GetTicketInfo',
});

export const GetUserActions = defineRoute<TNoPayload, typeof ZUserActions>({
  group: 'system',
  method: 'GET',
  path: 'Security/getUserActions',
});

export const SendCode = defineRoute<typeof ZSendCodeRequest, typeof ZSendCodeResult>({
  group: 'system',
  method: 'POST',
  path: 'Security/SendCode',
});

export const GetCaptcha = defineRoute<TNoPayload, typeof ZCaptcha>({
  group: 'system',
  method: 'POST',
  path: 'Security/Captcha',
});
