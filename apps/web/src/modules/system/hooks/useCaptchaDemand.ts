import { useCallback, useState } from 'react';
import type { TCaptchaAnswer, TCaptchaDemand, TReply } from '@opentmc/contracts';

/**
 * Whether a password form must show the captcha (issue 14 item 3): the server says so in a refusal's result
 * ({NeedCaptcha}) after repeated failures. Every refusal uses the captcha up, so `round` asks for a new image.
 */
export const useCaptchaDemand = () => {
  const [need, setNeed] = useState(false);
  const [round, setRound] = useState(0);
  /** Reads a failed reply: shows the captcha when the server asks for it, with a fresh image. */
  const onFailure = useCallback((reply: TReply<unknown>) => {
    const demand = (reply.result as Partial<TCaptchaDemand> | null)?.NeedCaptcha;
    if (demand !== undefined) setNeed((was) => was || demand);
    setRound((n) => n + 1);
  }, []);
  /** The answer to send with the form's values (nothing while no captcha is shown). */
  const answerOf = useCallback(
    (v: Partial<TCaptchaAnswer>): TCaptchaAnswer =>
      need ? { CaptchaID: v.CaptchaID ?? '', CaptchaCode: (v.CaptchaCode ?? '').trim() } : {},
    [need],
  );
  return { need, round, onFailure, answerOf };
};
