import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LANGS } from '../lang.ts';
import { ZEmail } from '../validation.ts';

// The logged-in user's own profile (system userinfo details and save, shown on /System/User/Main).
// The mobile is the login account and is changed only with a code sent to the new number, which this
// call does not take: it is read-only here.

export const ZUserInfo = z.object({
  UserID: z.string(),
  UserName: z.string(),
  /** Masked. */
  Mobile: z.string(),
  Email: z.string(),
  LoginName: z.string(),
  /** Language of the user's notifications: cn or en. */
  Lang: z.enum(LANGS),
  CompanyName: z.string(),
  DepartmentName: z.string(),
  JobTitle: z.string(),
  EmployeeNo: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZUserInfoSaveRequest = z.object({
  UserName: z
    .string({ error: 'messages.validation.nameRequired' })
    .trim()
    .min(1, 'messages.validation.nameRequired')
    .max(50, 'messages.validation.tooLong'),
  Email: ZEmail.or(z.literal('')).default(''),
  Lang: z.enum(LANGS, { error: 'messages.validation.invalidOption' }),
});
export type TUserInfoSaveRequest = z.input<typeof ZUserInfoSaveRequest>;

export const UserInfoDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'userinfo/details',
  auth: 'session',
  payload: z.object({}),
  result: ZUserInfo,
  summary: "The caller's own profile: name, masked mobile, email, language, company and department",
});

export const UserInfoSave = defineCall({
  group: 'system',
  method: 'POST',
  path: 'userinfo/save',
  auth: 'session',
  payload: ZUserInfoSaveRequest,
  result: ZUserInfo,
  summary: "Saves the caller's name, email and language (the mobile is not changed here)",
});
