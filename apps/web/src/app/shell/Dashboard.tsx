import { useState } from 'react';
import { Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useTicket } from '../session.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_ID } from './page-focus.tsx';
import { PageTransition } from './PageTransition.tsx';
import { SideMenu, SiderUser } from './SideMenu.tsx';
import { WorkTaskPanel } from '../../modules/approval/index.ts';
import './shell.css';

const SIDER_KEY = 'siderCollapsed';

const isFullscreen = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { fullscreen?: unknown }).fullscreen === true;

/**
 * The login-required layout (inside the Guard): header, side menu, page and footer. A route with
 * `handle.fullscreen` hides the side menu.
 */
export const Dashboard = () => {
  const { t } = useTranslation();
  const ticket = useTicket().data;
  const fullscreen = useMatches().some((m) => isFullscreen(m.handle));
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDER_KEY) === '1');
  const collapse = (next: boolean) => {
    localStorage.setItem(SIDER_KEY, next ? '1' : '0');
    setCollapsed(next);
  };
  return (
    <div className="otmc-app">
      <Header />
      <div className="otmc-dashboard">
        {!fullscreen && ticket && (
          <Layout.Sider
            className="otmc-sider"
            theme="light"
            width={248}
            collapsedWidth={64}
            collapsible
            collapsed={collapsed}
            trigger={null}
            onCollapse={(next) => setCollapsed(next)}
            breakpoint="lg"
          >
            <SiderUser ticket={ticket} collapsed={collapsed} />
            <SideMenu ticket={ticket} collapsed={collapsed} />
            {!collapsed && <WorkTaskPanel userID={ticket.UserID} />}
            <button
              type="button"
              className="otmc-sider-toggle"
              onClick={() => collapse(!collapsed)}
              aria-label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
              title={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
            >
              {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              {!collapsed && <span>{t('shell.menu.collapse')}</span>}
            </button>
          </Layout.Sider>
        )}
        <main className={`otmc-dashboard-content${fullscreen ? ' is-fullscreen' : ''}`} id={MAIN_ID} tabIndex={-1}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
      </div>
      <Footer />
    </div>
  );
};
