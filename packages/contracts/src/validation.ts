import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// Validation rules of spec section 5, shared by the server and the web forms.
// Messages are i18n keys; the server and the web translate them into the caller's language.

export const MOBILE_RE = /^1\d{10}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const SMS_CODE_RE = /^\d{6}$/;

export const isMobile = (s: string): boolean => MOBILE_RE.test(s);
export const isEmail = (s: string): boolean => s.length <= 100 && EMAIL_RE.test(s);

export type TPasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Password strength as spec section 5 defines it: weak is letters and digits, medium adds
 * special symbols, strong has upper and lower case, digits and symbols.
 */
export const passwordStrength = (pwd: string): TPasswordStrength => {
  const symbol = /[^A-Za-z0-9]/.test(pwd);
  const strong = /[a-z]/.test(pwd) && /[A-Z]/.test(pwd) && /\d/.test(pwd) && symbol;
  if (strong) return 'strong';
  return symbol ? 'medium' : 'weak';
};

export const ZMobile = z
  .string({ error: 'messages.validation.mobileRequired' })
  .trim()
  .min(1, 'messages.validation.mobileRequired')
  .regex(MOBILE_RE, 'messages.validation.mobile');

export const ZEmail = z
  .string({ error: 'messages.validation.email' })
  .trim()
  .max(100, 'messages.validation.email')
  .regex(EMAIL_RE, 'messages.validation.email');

export { COMMON_PASSWORDS };

/**
 * What is wrong with a new password, as a message key, or null: 8 to 16 characters (spec section 5), not digits only
 * and not one of the most common passwords, whatever its case (issue 14 item 4). The server's schemas and the web's
 * forms both check it through ZPassword.
 */
export const passwordRuleKey = (pwd: string): string | null => {
  if (pwd.length === 0) return 'messages.validation.passwordRequired';
  if (pwd.length < PASSWORD_MIN || pwd.length > PASSWORD_MAX) return 'messages.validation.passwordLength';
  if (/^\d+$/.test(pwd)) return 'messages.validation.passwordDigitsOnly';
  if (COMMON_PASSWORDS.has(pwd.toLowerCase())) return 'messages.validation.passwordCommon';
  return null;
};

/** A new password (registration, reset, change): one message, the first rule it breaks. */
export const ZPassword = z.string({ error: 'messages.validation.passwordRequired' }).superRefine((s, ctx) => {
  const key = passwordRuleKey(s);
  if (key) ctx.addIssue({ code: 'custom', message: key });
});

export const ZSmsCode = z
  .string({ error: 'messages.validation.codeRequired' })
  .trim()
  .regex(SMS_CODE_RE, 'messages.validation.code');

/** Two password entries must match (spec: "Passwords must match"). */
export const passwordsMatch = <T extends { Password: string; ConfirmPassword: string }>(v: T) =>
  v.Password === v.ConfirmPassword;
