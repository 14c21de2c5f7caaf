import { useCallback, useEffect, useState } from 'react';
import type { TCaptcha } from '@opentmc/contracts';
import { GetCaptcha } from '@opentmc/contracts/routes';
import { call } from '../../../app/api.ts';

/**
 * A captcha image: a new one at first, whenever `round` changes (every refusal uses the captcha up) and on `load`;
 * `onNew` gets each new one (its id goes with the form's answer, whose field it empties).
 */
export const useCaptchaImage = (round: number, onNew: (captcha: TCaptcha) => void) => {
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const load = useCallback(async () => {
    const r = await call(GetCaptcha, {});
    if (!r.isSucc || !r.result) return;
    setCaptcha(r.result);
    onNew(r.result);
  }, [onNew]);
  useEffect(() => {
    void load();
  }, [round, load]);
  return { captcha, load };
};
