import { useCallback, type ChangeEvent } from 'react';
import { Flex, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH, type TCaptcha } from '@opentmc/contracts';
import { useCaptchaImage } from '../hooks/useCaptchaImage.ts';
import { AuthFormItem, type TFieldCheck } from './AuthForm.tsx';
import { CaptchaImage, CaptchaRenew } from './CaptchaPicture.tsx';

/** What the field needs of the login page's form (useAuthForm): its answer's id and code. */
type TCaptchaForm = {
  set: (values: { CaptchaID?: string; CaptchaCode?: string }) => void;
  error: (name: 'CaptchaCode') => string | undefined;
  field: (
    name: 'CaptchaCode',
    check?: TFieldCheck,
  ) => {
    id: string;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    status?: 'error';
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  };
};

/**
 * CaptchaField for the login page's forms (AuthForm.tsx): the same image, answer field, renewal and hint, with the
 * answer's id kept in the form's values (CaptchaID). Its own chunk: the page loads it only when the server asks for a
 * captcha.
 */
export const LoginCaptchaField = ({ round, form }: { round: number; form: TCaptchaForm }) => {
  const { t } = useTranslation();
  const { set } = form;
  const onNew = useCallback((c: TCaptcha) => set({ CaptchaID: c.CaptchaID, CaptchaCode: '' }), [set]);
  const { captcha, load } = useCaptchaImage(round, onNew);
  const missing = t('messages.captcha.missing');
  return (
    <AuthFormItem
      label={t('messages.captcha.label')}
      htmlFor="CaptchaCode"
      error={form.error('CaptchaCode')}
      extra={t('messages.captcha.hint')}
    >
      <Flex gap={8} align="center">
        <Input
          {...form.field('CaptchaCode', (v) => ((v ?? '').trim() ? null : missing))}
          aria-required
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('messages.captcha.placeholder')}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          style={{ flex: 1 }}
          data-testid="captcha-input"
        />
        <CaptchaImage captcha={captcha} load={load} />
      </Flex>
      <CaptchaRenew load={load} />
    </AuthFormItem>
  );
};
