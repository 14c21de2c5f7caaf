import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZPassword } from '@opentmc/contracts';
import { sameAsRule, zodRule } from '../../../kit/form-rules.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

type TProps = {
  /** `password` on registration, `newPassword` when replacing one. */
  label: 'password' | 'newPassword';
  /** Rules beyond the shared password rule, e.g. "differs from the old one". */
  extraRules?: FormRule[];
  dependencies?: string[];
};

/** The Password and ConfirmPassword fields with the strength meter (spec section 5), shared by every form that sets one. */
export const NewPasswordFields = ({ label, extraRules = [], dependencies }: TProps) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password = Form.useWatch('Password', form) as string | undefined;
  return (
    <>
      <Form.Item
        name="Password"
        label={t(`account.fields.${label}`)}
        rules={[zodRule(ZPassword, t), ...extraRules]}
        {...(dependencies ? { dependencies } : {})}
        required
        extra={<PasswordStrengthMeter password={password} />}
      >
        <Input.Password
          placeholder={t('account.placeholders.newPassword')}
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="ConfirmPassword"
        label={t('account.fields.confirmPassword')}
        dependencies={['Password']}
        required
        rules={[
          { required: true, message: t('messages.validation.passwordRequired') },
          sameAsRule('Password', 'messages.validation.passwordMismatch', t),
        ]}
      >
        <Input.Password
          placeholder={t('account.placeholders.confirmPassword')}
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
};
