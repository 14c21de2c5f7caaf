import { useCallback, useEffect, useState } from 'react';
import { Flex, Form, Input, Skeleton, Typography } from 'antd';
import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_LENGTH,
  GetCaptcha,
  type TCaptcha,
  type TCaptchaAnswer,
  type TCaptchaDemand,
  type TReply,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';

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

/** The captcha image and its answer field (form fields CaptchaID and CaptchaCode); a click on the image renews it. */
export const CaptchaField = ({ round }: { round: number }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const load = useCallback(async () => {
    const r = await call(GetCaptcha, {});
    if (!r.isSucc || !r.result) return;
    setCaptcha(r.result);
    form.setFieldsValue({ CaptchaID: r.result.CaptchaID, CaptchaCode: '' });
  }, [form]);
  useEffect(() => {
    void load();
  }, [round, load]);
  return (
    <>
      <Form.Item name="CaptchaID" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('messages.captcha.label')} required extra={t('messages.captcha.hint')}>
        <Flex gap={8} align="center">
          <Form.Item
            name="CaptchaCode"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('messages.captcha.missing') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('messages.captcha.placeholder')}
              maxLength={CAPTCHA_LENGTH}
              autoComplete="off"
              style={{ flex: 1 }}
              data-testid="captcha-input"
            />
          </Form.Item>
          {captcha ? (
            <img
              src={captcha.Image}
              alt={t('messages.captcha.label')}
              title={t('messages.captcha.refresh')}
              width={120}
              height={40}
              style={{ cursor: 'pointer', borderRadius: 6, flex: 'none' }}
              onClick={() => void load()}
              data-testid="captcha-image"
            />
          ) : (
            <Skeleton.Button active style={{ width: 120, height: 40 }} />
          )}
        </Flex>
        <Typography.Link onClick={() => void load()} style={{ fontSize: 12 }} data-testid="captcha-refresh">
          <ReloadOutlined /> {t('messages.captcha.refresh')}
        </Typography.Link>
      </Form.Item>
    </>
  );
};
