import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNow } from './hooks.ts';
import { browserTimeZone, clockTime } from './clock-time.ts';

/**
 * The header clock, refreshed every second (spec section 2), in Beijing time as the platform works; a browser whose
 * own clock reads differently sees a "Beijing time" label, and its zone in the tooltip.
 */
export const Clock = () => {
  const { t } = useTranslation();
  const now = useNow(1000);
  const c = clockTime(now, now.getTimezoneOffset());
  const title = c.otherZone
    ? t('shell.header.clockOtherZone', { zone: browserTimeZone() || t('shell.header.clockDeviceZone') })
    : t('shell.header.clock');
  return (
    <span className="otmc-clock" title={title} data-testid="header-clock">
      <ClockCircleOutlined />
      <time dateTime={c.iso}>{c.text}</time>
      {c.otherZone && <span className="otmc-clock-zone">{t('shell.header.chinaTime')}</span>}
    </span>
  );
};
