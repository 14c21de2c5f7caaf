import type { ReactNode } from 'react';
import { Flex, Grid } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './auth.css';

type TProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shows the brand panel beside the form on wide screens. */
  aside?: boolean;
  /** Width of the form column on wide screens. */
  width?: number;
  extra?: ReactNode;
  children: ReactNode;
};

const POINTS = ['policy', 'oneStop', 'approval', 'settlement'] as const;

/**
 * The frame of the login, registration and password-reset screens. Its headings and texts are antd's Typography as
 * drawn by auth.css, and its colours the theme's CSS variables: the login page, a first page, loads neither
 * Typography nor the theme's algorithms (docs/performance.md "First page").
 */
export const AuthLayout = ({ title, subtitle, aside = false, width = 440, extra, children }: TProps) => {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  return (
    <div
      style={{
        minHeight: 'calc(100vh - 180px)',
        padding: wide ? '48px 24px' : '16px 8px',
        background: 'linear-gradient(160deg, var(--ant-color-primary-bg) 0%, var(--ant-color-bg-layout) 55%)',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
      }}
    >
      <Flex
        style={{
          width: '100%',
          maxWidth: aside && wide ? width + 440 : width,
          background: 'var(--ant-color-bg-container)',
          borderRadius: 'calc(var(--ant-border-radius-lg) * 2)',
          boxShadow: 'var(--ant-box-shadow-tertiary)',
          overflow: 'hidden',
        }}
      >
        {aside && wide && (
          <div
            style={{
              width: 440,
              flexShrink: 0,
              padding: '48px 40px',
              color: '#fff',
              background: 'linear-gradient(145deg, var(--ant-color-primary) 0%, #0b3b8c 100%)',
            }}
          >
            <h3 className="otmc-auth-text otmc-auth-title-3" style={{ color: '#fff', marginTop: 0 }}>
              {t('account.brand.title')}
            </h3>
            <div className="otmc-auth-text" style={{ color: 'rgba(255,255,255,.85)', fontSize: 15 }}>
              {t('account.brand.tagline')}
            </div>
            <Flex vertical gap={18} style={{ marginTop: 32 }}>
              {POINTS.map((p) => (
                <Flex key={p} gap={12} align="flex-start">
                  <CheckCircleFilled style={{ fontSize: 18, marginTop: 3, color: '#7ee0a1' }} />
                  <div>
                    <div style={{ fontWeight: 600 }}>{t(`account.brand.points.${p}.title`)}</div>
                    <div style={{ color: 'rgba(255,255,255,.75)', fontSize: 13 }}>
                      {t(`account.brand.points.${p}.text`)}
                    </div>
                  </div>
                </Flex>
              ))}
            </Flex>
            <div className="otmc-auth-text" style={{ color: 'rgba(255,255,255,.7)', marginTop: 40, marginBottom: 0 }}>
              {t('account.brand.trust')}
            </div>
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0, padding: wide ? '40px 44px' : '24px 20px' }}>
          <Flex justify="space-between" align="baseline" gap={12} wrap>
            <h3 className="otmc-auth-text otmc-auth-title-3" style={{ margin: 0 }}>
              {title}
            </h3>
            {extra}
          </Flex>
          {subtitle && (
            <div className="otmc-auth-text otmc-auth-secondary" style={{ marginTop: 8 }}>
              {subtitle}
            </div>
          )}
          <div style={{ marginTop: subtitle ? 16 : 24 }}>{children}</div>
        </div>
      </Flex>
    </div>
  );
};
