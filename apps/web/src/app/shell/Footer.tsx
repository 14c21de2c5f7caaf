import { useState } from 'react';
import { App, ConfigProvider, Segmented, theme } from 'antd';
import { PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_SINCE } from '../site.ts';
import { useSiteContact } from './hooks.ts';
import { readBookingMode, writeBookingMode, type TBookingMode } from './booking-mode.ts';
import { useSiteInfo } from './hooks.ts';

const LINKS = [
  { key: 'about', to: '/System/about' },
  { key: 'contact', to: '/System/serve/contact' },
  { key: 'guideline', to: '/System/serve/guideline' },
  { key: 'btrip', to: '/btripplatform/main' },
  { key: 'meeting', to: '/meeting/index' },
  { key: 'app', to: '/train' },
] as const;

/** The proxy/online switch, shown only when the site runs in proxy mode. */
const ModeSwitch = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
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

/**
 * The footer of spec section 1: links, licence and hotline text, SystemName and SystemDomain from
 * site info, copyright from 2004 to this year, and the proxy/online switch in proxy mode.
 */
export const Footer = () => {
  const { t } = useTranslation();
  const { hotline, licence } = useSiteContact();
  const site = useSiteInfo().data;
  const name = site?.SystemName || t('shell.brand.name');
  return (
    <footer className="otmc-footer">
      <div className="otmc-container">
        <nav className="otmc-footer-links">
          {LINKS.map(({ key, to }) => (
            <Link key={key} to={to}>
              {t(`shell.footer.${key}`)}
            </Link>
          ))}
        </nav>
        <div className="otmc-footer-lines">
          <div className="otmc-footer-row">
            <span>
              <PhoneOutlined /> {t('shell.footer.hotline', { phone: hotline })}
            </span>
            <span>
              <SafetyCertificateOutlined /> {t('shell.footer.licence', { no: licence })}
            </span>
          </div>
          <div className="otmc-footer-row" data-testid="footer-site">
            <span>{name}</span>
            {site?.SystemDomain && <span>{site.SystemDomain}</span>}
          </div>
          <div>{t('shell.footer.copyright', { since: COPYRIGHT_SINCE, year: new Date().getFullYear(), name })}</div>
        </div>
        {site?.ProxyMode && <ModeSwitch />}
      </div>
    </footer>
  );
};
