import { useCallback } from 'react';
import { Flex, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH, type TCaptcha } from '@opentmc/contracts';
import { useCaptchaImage } from '../hooks/useCaptchaImage.ts';
import { CaptchaImage, CaptchaRenew } from './CaptchaPicture.tsx';

// The demand goes with the field; the login page, whose forms are not antd's, has a field of its own
// (LoginCaptchaField.tsx).
export { useCaptchaDemand } from '../hooks/useCaptchaDemand.ts';

/** The captcha image and its answer field (form fields CaptchaID and CaptchaCode); a click on the image renews it. */
export const CaptchaField = ({ round }: { round: number }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const onNew = useCallback((c: TCaptcha) => form.setFieldsValue({ CaptchaID: c.CaptchaID, CaptchaCode: '' }), [form]);
  const { captcha, load } = useCaptchaImage(round, onNew);
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
          <CaptchaImage captcha={captcha} load={load} />
        </Flex>
        <CaptchaRenew load={load} />
      </Form.Item>
    </>
  );
};
