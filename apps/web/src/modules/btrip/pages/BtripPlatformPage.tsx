import { Col, Row } from 'antd';
import { AuditOutlined, BarChartOutlined, FileProtectOutlined, ReconciliationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasLoginFlag } from '../../../app/session.ts';
import { PlatformArt } from '../../../kit/showcase/art.tsx';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';
import { CtaBand, FeatureCard, Hero, NumberedSteps, Section, onBlue } from '../../../kit/showcase/Showcase.tsx';

const PILLARS = [
  { key: 'policy', icon: <FileProtectOutlined />, color: '#1677ff' },
  { key: 'approval', icon: <AuditOutlined />, color: '#12a150' },
  { key: 'reconciliation', icon: <ReconciliationOutlined />, color: '#f08c00' },
  { key: 'reports', icon: <BarChartOutlined />, color: '#8e4ec6' },
] as const;

const FLOW = ['apply', 'approve', 'book', 'travel', 'settle', 'analyse'] as const;

/** `/btripplatform/main`: the business-trip platform: policy, approval, reconciliation and reports. */
const BtripPlatformPage = () => {
  const { t } = useTranslation();
  const loggedIn = hasLoginFlag();
  return (
    <div data-testid="btrip-platform-page">
      <Hero
        eyebrow={t('pages.btrip.hero.eyebrow')}
        title={t('pages.btrip.hero.title')}
        lead={t('pages.btrip.hero.subtitle')}
        art={<PlatformArt />}
        actions={
          <>
            {!loggedIn && (
              <LinkButton to="/Company/Register" size="large" className={onBlue.light}>
                {t('pages.btrip.hero.register')}
              </LinkButton>
            )}
            <LinkButton to="/mall/booking" size="large" className={loggedIn ? onBlue.light : onBlue.ghost}>
              {t('pages.btrip.hero.booking')}
            </LinkButton>
          </>
        }
      />
      <Section title={t('pages.btrip.pillars.title')}>
        <Row gutter={[20, 20]}>
          {PILLARS.map((p) => (
            <Col key={p.key} xs={24} sm={12} lg={6}>
              <FeatureCard
                icon={p.icon}
                color={p.color}
                title={t(`pages.btrip.pillars.${p.key}.title`)}
                desc={t(`pages.btrip.pillars.${p.key}.desc`)}
                points={[1, 2, 3].map((n) => t(`pages.btrip.pillars.${p.key}.p${n}`))}
              />
            </Col>
          ))}
        </Row>
      </Section>
      <Section tone="white" title={t('pages.btrip.flow.title')}>
        <NumberedSteps columns={6} centered items={FLOW.map((k) => ({ key: k, title: t(`pages.btrip.flow.${k}`) }))} />
      </Section>
      <CtaBand
        title={t('pages.btrip.cta.title')}
        desc={t('pages.btrip.cta.desc')}
        actions={
          <>
            {!loggedIn && (
              <LinkButton to="/Company/Register" size="large" className={onBlue.light}>
                {t('pages.btrip.cta.register')}
              </LinkButton>
            )}
            <LinkButton to="/System/serve/contact" size="large" className={onBlue.ghost}>
              {t('pages.btrip.cta.contact')}
            </LinkButton>
          </>
        }
      />
    </div>
  );
};

export default BtripPlatformPage;
