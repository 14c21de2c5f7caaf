import { Col, Row } from 'antd';
import {
  AuditOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  FileProtectOutlined,
  MoneyCollectOutlined,
  ReconciliationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasLoginFlag } from '../../../app/session.ts';
import { SkylineArt } from '../../../kit/showcase/art.tsx';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';
import { CtaBand, FeatureCard, Hero, NumberedSteps, Section, onBlue } from '../../../kit/showcase/Showcase.tsx';
import { ServiceGlyph } from '../components/ServiceGlyph.tsx';
import { HOME_ORDER, SERVICES } from '../services.ts';
import '../mall.css';

const ADVANTAGES = [
  { key: 'policy', icon: <FileProtectOutlined />, color: '#1677ff' },
  { key: 'approval', icon: <AuditOutlined />, color: '#12a150' },
  { key: 'settlement', icon: <ReconciliationOutlined />, color: '#f08c00' },
  { key: 'savings', icon: <MoneyCollectOutlined />, color: '#e5484d' },
  { key: 'service', icon: <CustomerServiceOutlined />, color: '#8e4ec6' },
  { key: 'reports', icon: <BarChartOutlined />, color: '#0b9bb5' },
] as const;

const FIGURES = ['enterprises', 'services', 'support', 'since'] as const;
const STEPS = ['register', 'configure', 'book'] as const;

/** `/`: the mall home with the service entries, the 6000+ enterprises claim and the advantages. */
const HomePage = () => {
  const { t } = useTranslation();
  const loggedIn = hasLoginFlag();
  const services = HOME_ORDER.map((key) => SERVICES.find((s) => s.key === key)!);

  return (
    <div data-testid="home-page">
      <Hero
        eyebrow={t('mall.home.hero.eyebrow')}
        title={t('mall.home.hero.title')}
        lead={t('mall.home.hero.subtitle')}
        art={<SkylineArt />}
        actions={
          <>
            <LinkButton to="/mall/booking" size="large" className={onBlue.light}>
              {t('mall.home.hero.book')}
            </LinkButton>
            {!loggedIn && (
              <LinkButton to="/Company/Register" size="large" className={onBlue.ghost}>
                {t('mall.home.hero.register')}
              </LinkButton>
            )}
          </>
        }
      >
        <div style={{ height: 48 }} />
      </Hero>

      <div className="otmc-container">
        <div className="otmc-mall-panel">
          <div className="otmc-mall-panel-head">
            <h2>{t('mall.home.hero.panelTitle')}</h2>
            {!loggedIn && <span>{t('mall.home.hero.panelHint')}</span>}
          </div>
          <nav className="otmc-mall-tiles" aria-label={t('mall.home.hero.panelTitle')}>
            {services.map((s) => (
              <Link
                key={s.key}
                to="/mall/booking"
                className="otmc-mall-tile"
                style={{ ['--tile-color' as string]: s.color }}
                data-testid={`home-service-${s.key}`}
              >
                <span className="otmc-mall-tile-icon" style={{ background: `${s.color}14` }}>
                  <ServiceGlyph service={s.key} color={s.color} />
                </span>
                <span style={{ minWidth: 0 }}>
                  <span className="otmc-mall-tile-name">{t(`mall.services.${s.key}.name`)}</span>
                  <span className="otmc-mall-tile-desc">{t(`mall.services.${s.key}.desc`)}</span>
                </span>
              </Link>
            ))}
          </nav>
        </div>
      </div>

      <Section title={t('mall.home.scale.title')} subtitle={t('mall.home.scale.subtitle')}>
        <div className="otmc-mall-scale" data-testid="home-scale">
          {FIGURES.map((f) => (
            <div key={f} className="otmc-mall-figure">
              <strong>{t(`mall.home.scale.${f}`)}</strong>
              <span>{t(`mall.home.scale.${f}Label`)}</span>
            </div>
          ))}
        </div>
      </Section>

      <Section tone="white" title={t('mall.home.advantages.title')} subtitle={t('mall.home.advantages.subtitle')}>
        <Row gutter={[20, 20]}>
          {ADVANTAGES.map((a) => (
            <Col key={a.key} xs={24} sm={12} lg={8}>
              <FeatureCard
                icon={a.icon}
                color={a.color}
                title={t(`mall.home.advantages.${a.key}.title`)}
                desc={t(`mall.home.advantages.${a.key}.desc`)}
              />
            </Col>
          ))}
        </Row>
      </Section>

      <Section title={t('mall.home.steps.title')}>
        <NumberedSteps
          items={STEPS.map((k) => ({
            key: k,
            title: t(`mall.home.steps.${k}.title`),
            desc: t(`mall.home.steps.${k}.desc`),
          }))}
        />
      </Section>

      <CtaBand
        title={t('mall.home.cta.title')}
        desc={t('mall.home.cta.desc')}
        actions={
          <>
            {!loggedIn && (
              <LinkButton to="/Company/Register" size="large" className={onBlue.light}>
                {t('mall.home.cta.register')}
              </LinkButton>
            )}
            <LinkButton to="/System/serve/contact" size="large" className={onBlue.ghost}>
              {t('mall.home.cta.contact')}
            </LinkButton>
          </>
        }
      />
    </div>
  );
};

export default HomePage;
