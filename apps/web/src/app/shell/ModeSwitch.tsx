import { useState } from 'react';
import { ConfigProvider, Segmented, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback.tsx';
import { readBookingMode, writeBookingMode, type TBookingMode } from './booking-mode.ts';

/**
 * The footer's proxy/online switch, shown only when the site runs in proxy mode: a chunk of its own, so the footer of
 * a site that is not (the default) loads no Segmented (docs/performance.md "First page").
 */
export const ModeSwitch = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [mode, setMode] = useState<TBookingMode>(() => readBookingMode(localStorage));
  const change = (next: TBookingMode) => {
    writeBookingMode(localStorage, next);
    setMode(next);
    void message.success(t('shell.footer.mode.switched', { mode: t(`shell.footer.mode.${next}`) }));
  };
  return (
    <div className="otmc-footer-mode">
      <span>{t('shell.footer.mode.label')}</span>
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Segmented<TBookingMode>
          size="small"
          value={mode}
          onChange={change}
          options={[
            { value: 'proxy', label: t('shell.footer.mode.proxy') },
            { value: 'online', label: t('shell.footer.mode.online') },
          ]}
          data-testid="footer-mode-switch"
        />
      </ConfigProvider>
    </div>
  );
};
