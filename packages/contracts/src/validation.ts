import { z } from 'zod';

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

export const ZPassword = z
  .string({ error: 'messages.validation.passwordRequired' })
  .min(1, 'messages.validation.passwordRequired')
  .refine((s) => s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX, 'messages.validation.passwordLength');

export const ZSmsCode = z
  .string({ error: 'messages.validation.codeRequired' })
  .trim()
  .regex(SMS_CODE_RE, 'messages.validation.code');

/** Two password entries must match (spec: "Passwords must match"). */
export const passwordsMatch = <T extends { Password: string; ConfirmPassword: string }>(v: T) =>
  v.Password === v.ConfirmPassword;
