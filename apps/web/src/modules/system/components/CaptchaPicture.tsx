import { Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCaptcha } from '@opentmc/contracts';

/** The captcha image (a click renews it), or a placeholder while it loads; beside the answer field. */
export const CaptchaImage = ({ captcha, load }: { captcha: TCaptcha | null | undefined; load: () => unknown }) => {
  const { t } = useTranslation();
  return captcha ? (
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
  );
};

/** The link under the field that renews the image. */
export const CaptchaRenew = ({ load }: { load: () => unknown }) => {
  const { t } = useTranslation();
  return (
    <Typography.Link onClick={() => void load()} style={{ fontSize: 12 }} data-testid="captcha-refresh">
      <ReloadOutlined /> {t('messages.captcha.refresh')}
    </Typography.Link>
  );
};
