import { z } from 'zod';
import { defineCall } from '../call.ts';
import * as routes from '../routes.ts';

// The captcha image (spec, "Other groups": captcha image; issue 14 item 3). After repeated wrong passwords for one
// person, or from one address, a password check asks for a captcha instead of locking the owner out.

/** The captcha answer a password check may carry (Login, ResetPwd with the old password, CompanyInfo/Handover). */
export const ZCaptchaAnswer = z.object({
  /** The id of a captcha from Security/Captcha. */
  CaptchaID: z.string().trim().max(64).optional(),
  /** What the image shows (case does not matter). */
  CaptchaCode: z.string().trim().max(16).optional(),
});
export type TCaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;

/**
 * The `result` of a refused password check: whether the next try must carry a captcha answer. The refusal itself is
 * the usual message (wrong password), or `messages.captcha.required` / `messages.captcha.wrong`.
 */
export type TCaptchaDemand = { NeedCaptcha: boolean };

export const ZCaptcha = z.object({
  CaptchaID: z.string(),
  /** The image, an SVG data URL for an `<img src>`. */
  Image: z.string(),
  /** Seconds it stays good. */
  ExpiresIn: z.number(),
});
export type TCaptcha = z.infer<typeof ZCaptcha>;

export const GetCaptcha = defineCall({
  ...routes.GetCaptcha,
  auth: 'public',
  payload: z.object({}),
  result: ZCaptcha,
  summary: 'A new captcha image and its id; its answer is good for one password check within 2 minutes',
});
