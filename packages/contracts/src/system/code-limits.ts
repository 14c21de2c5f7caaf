// The limits of dynamic codes and captchas, apart from their schemas: the login page's send-code button and captcha
// field read them without loading Zod (routes.ts, docs/adr/0031).

/** Codes are 6 digits, valid 5 minutes, usable once, resendable after 60 s. */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;

/** A captcha is good for one check within this many seconds. */
export const CAPTCHA_TTL_SECONDS = 120;
/** Characters in a captcha. */
export const CAPTCHA_LENGTH = 4;
