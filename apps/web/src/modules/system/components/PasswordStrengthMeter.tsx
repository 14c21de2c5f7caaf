import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type TPasswordStrength } from '@opentmc/contracts';

const LEVEL: Record<TPasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

/** The weak / medium / strong meter of spec section 5, under a new-password field. */
export const PasswordStrengthMeter = ({ password }: { password?: string }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const strength = password ? passwordStrength(password) : null;
  const level = strength ? LEVEL[strength] : 0;
  const color = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[strength ?? 'weak'];
  return (
    <div aria-live="polite" style={{ marginTop: 6 }} data-testid="password-strength">
      <Flex gap={6} align="center">
        {[1, 2, 3].map((i) => (
          <div
            key={i}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: i <= level ? color : token.colorFillSecondary,
              transition: 'background .2s',
            }}
          />
        ))}
        <Typography.Text
          style={{ minWidth: 72, textAlign: 'right', fontSize: 12, color: strength ? color : undefined }}
        >
          {strength ? t(`account.password.strength.${strength}`) : t('account.password.strength.none')}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('account.password.rule')}
      </Typography.Text>
    </div>
  );
};
