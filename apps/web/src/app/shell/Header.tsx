import { ArrowLeftOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { prefetchFeedback, useFeedback } from '../feedback.tsx';
import { logout } from '../session.ts';
import { Clock } from './Clock.tsx';
import { useSessionTicket, useSiteName } from './hooks.ts';
import { LangPicker } from './LangPicker.tsx';
import { LogoMark } from './Logo.tsx';
import { TOP_MENU, activeTopMenu, loginPath } from './navigation.ts';

// Pages where "log in" should not come back to the page itself.
const AUTH_PAGES = /^\/(login|reset|user\/register|company\/register)(\/|$)/i;

const historyIndex = (): number => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
};

/**
 * The header of spec section 2: a top bar (back, welcome, clock, language, user or login and
 * register) over the blue main bar with the brand and the top menu.
 */
export const Header = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const ticket = useSessionTicket();
  const siteName = useSiteName();
  const active = activeTopMenu(location.pathname);
  // The back button hides on the home page and when there is nowhere in the app to go back to.
  const canGoBack = location.pathname !== '/' && historyIndex() > 0;
  const here = location.pathname + location.search;
  const loginTo = AUTH_PAGES.test(location.pathname) ? '/login' : loginPath(here);

  const onLogout = async () => {
    // Its message's hooks load while the call runs (feedback.tsx).
    prefetchFeedback();
    await logout(qc);
    void message.success(t('shell.header.loggedOut'));
    await navigate('/');
  };

  return (
    <header className="otmc-header">
      <div className="otmc-topbar">
        <div className="otmc-container otmc-topbar-inner">
          <div className="otmc-topbar-left">
            {canGoBack && (
              <button type="button" className="otmc-link-btn" onClick={() => void navigate(-1)}>
                <ArrowLeftOutlined />
                {t('shell.header.back')}
              </button>
            )}
            <span>{t('shell.header.welcome', { name: siteName })}</span>
          </div>
          <div className="otmc-topbar-right">
            <Clock />
            <LangPicker />
            <span className="otmc-sep" aria-hidden="true" />
            {ticket ? (
              <>
                <Link to="/System/User/Main" className="otmc-user-link" title={t('shell.header.userCentre')}>
                  <UserOutlined />
                  <span data-testid="header-user-name">{ticket.UserName}</span>
                </Link>
                <button type="button" className="otmc-link-btn" onClick={() => void onLogout()}>
                  <LogoutOutlined />
                  {t('shell.header.logout')}
                </button>
              </>
            ) : (
              <>
                <Link to={loginTo}>{t('shell.header.login')}</Link>
                <Link to="/User/Register" className="otmc-register-link">
                  {t('shell.header.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
      <div className="otmc-mainbar">
        <div className="otmc-container otmc-mainbar-inner">
          {/* Named by what it shows (WCAG 2.5.3); where it leads is its title. */}
          <Link to="/" className="otmc-logo" title={t('shell.brand.home')}>
            <LogoMark />
            <span className="otmc-logo-text">
              <span className="otmc-logo-name">{t('shell.brand.name')}</span>
              <span className="otmc-logo-slogan">{t('shell.brand.slogan')}</span>
            </span>
          </Link>
          <nav className="otmc-nav" aria-label={t('shell.nav.label')}>
            {TOP_MENU.map(({ key, to }) => (
              <Link key={key} to={to} aria-current={active === key ? 'page' : undefined}>
                {t(`shell.nav.${key}`)}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </header>
  );
};
