import dayjs from 'dayjs';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNow } from './hooks.ts';

/** yyyy-MM-dd HH:mm:ss (spec section 9) in dayjs tokens. */
export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The header clock, refreshed every second (spec section 2). */
export const Clock = () => {
  const { t } = useTranslation();
  const now = dayjs(useNow(1000));
  return (
    <span className="otmc-clock" title={t('shell.header.clock')}>
      <ClockCircleOutlined />
      <time dateTime={now.toISOString()}>{now.format(CLOCK_FORMAT)}</time>
    </span>
  );
};
