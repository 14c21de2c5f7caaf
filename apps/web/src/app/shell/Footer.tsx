import { Suspense, lazy } from 'react';
import { PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_SINCE } from '../site.ts';
import { useSiteContact } from './hooks.ts';
import { useSiteInfo } from './hooks.ts';

const LINKS = [
  { key: 'about', to: '/System/about' },
  { key: 'contact', to: '/System/serve/contact' },
  { key: 'guideline', to: '/System/serve/guideline' },
  { key: 'btrip', to: '/btripplatform/main' },
  { key: 'meeting', to: '/meeting/index' },
  { key: 'app', to: '/train' },
] as const;

// Only a site in proxy mode shows it (not the default): its chunk loads then.
const ModeSwitch = lazy(() => import('./ModeSwitch.tsx').then((m) => ({ default: m.ModeSwitch })));

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
        {site?.ProxyMode && (
          <Suspense fallback={null}>
            <ModeSwitch />
          </Suspense>
        )}
      </div>
    </footer>
  );
};
