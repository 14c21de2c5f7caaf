import type { ReactNode } from 'react';
import { Flex, Grid, Typography, theme } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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

/** The frame of the login, registration and password-reset screens. */
export const AuthLayout = ({ title, subtitle, aside = false, width = 440, extra, children }: TProps) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  return (
    <div
      style={{
        minHeight: 'calc(100vh - 180px)',
        padding: wide ? '48px 24px' : '16px 8px',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
      }}
    >
      <Flex
        style={{
          width: '100%',
          maxWidth: aside && wide ? width + 440 : width,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG * 2,
          boxShadow: token.boxShadowTertiary,
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
              background: `linear-gradient(145deg, ${token.colorPrimary} 0%, #0b3b8c 100%)`,
            }}
          >
            <Typography.Title level={3} style={{ color: '#fff', marginTop: 0 }}>
              {t('account.brand.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,.85)', fontSize: 15 }}>
              {t('account.brand.tagline')}
            </Typography.Paragraph>
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
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,.7)', marginTop: 40, marginBottom: 0 }}>
              {t('account.brand.trust')}
            </Typography.Paragraph>
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0, padding: wide ? '40px 44px' : '24px 20px' }}>
          <Flex justify="space-between" align="baseline" gap={12} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {extra}
          </Flex>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          <div style={{ marginTop: subtitle ? 16 : 24 }}>{children}</div>
        </div>
      </Flex>
    </div>
  );
};
