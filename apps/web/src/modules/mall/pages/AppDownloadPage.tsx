import { Col, QRCode, Row } from 'antd';
import {
  AndroidOutlined,
  AppleOutlined,
  AuditOutlined,
  BellOutlined,
  FileTextOutlined,
  GlobalOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../../app/shell/hooks.ts';
import { FeatureCard, Hero, Section } from '../../../kit/showcase/Showcase.tsx';
import { ServiceGlyph } from '../components/ServiceGlyph.tsx';
import { SERVICES } from '../services.ts';
import '../mall.css';

// The brand mark in the middle of the QR codes, as an inline data URL (no external image).
const QR_ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="#1677ff"/><circle cx="20" cy="20" r="10" fill="none" stroke="#fff" stroke-width="2.6"/><path d="M7 27c7-1 16-6 25-15" fill="none" stroke="#ffb26b" stroke-width="2.6" stroke-linecap="round"/></svg>',
)}`;

const FEATURES = [
  { key: 'booking', icon: <ShoppingCartOutlined />, color: '#1677ff' },
  { key: 'approval', icon: <AuditOutlined />, color: '#12a150' },
  { key: 'notice', icon: <BellOutlined />, color: '#f08c00' },
  { key: 'invoice', icon: <FileTextOutlined />, color: '#8e4ec6' },
] as const;

const PhoneMock = () => {
  const { t } = useTranslation();
  return (
    <div className="otmc-phone">
      <div className="otmc-phone-screen">
        <div className="otmc-phone-notch" />
        <div className="otmc-phone-top">
          <span>{t('mall.app.phone.greeting')}</span>
          <strong>{t('mall.app.phone.trip')}</strong>
        </div>
        <div className="otmc-phone-card">
          <div className="otmc-phone-card-row">
            <ServiceGlyph service="train" color="#12a150" size={20} />
            <span className="otmc-phone-tag">{t('mall.app.phone.status')}</span>
          </div>
          <div className="otmc-phone-route">{t('mall.app.phone.route')}</div>
          <div style={{ color: 'rgba(0,0,0,.5)' }}>{t('mall.app.phone.time')}</div>
        </div>
        <div className="otmc-phone-grid">
          {SERVICES.slice(0, 8).map((s) => (
            <span key={s.key}>
              <ServiceGlyph service={s.key} color={s.color} size={20} />
            </span>
          ))}
        </div>
        <div className="otmc-phone-lines">
          <i />
          <i />
        </div>
      </div>
    </div>
  );
};

/** `/train`: the app download page, with QR codes that open the site on a phone. */
const AppDownloadPage = () => {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const url = window.location.origin;

  return (
    <div data-testid="app-download-page">
      <Hero
        title={t('mall.app.title')}
        lead={t('mall.app.subtitle')}
        art={<PhoneMock />}
        actions={
          <div>
            <div style={{ fontSize: 16, fontWeight: 600 }}>{t('mall.app.scanTitle')}</div>
            <div className="otmc-app-qr">
              {[
                { key: 'iphone', icon: <AppleOutlined /> },
                { key: 'android', icon: <AndroidOutlined /> },
              ].map((q) => (
                <div key={q.key} className="otmc-app-qr-card">
                  <QRCode value={url} size={132} icon={QR_ICON} iconSize={28} errorLevel="H" bordered={false} />
                  <div className="otmc-app-qr-label">
                    {q.icon}
                    {t(`mall.app.${q.key}`)}
                  </div>
                </div>
              ))}
            </div>
            <p style={{ margin: '18px 0 0', color: 'rgba(255,255,255,.85)' }}>
              {t('mall.app.scanHint', { name: siteName })}
            </p>
            <p style={{ margin: '6px 0 0', color: 'rgba(255,255,255,.7)', fontSize: 13 }}>
              <GlobalOutlined /> {t('mall.app.address', { url })}
            </p>
          </div>
        }
      />
      <Section title={t('mall.app.features.title')}>
        <Row gutter={[20, 20]}>
          {FEATURES.map((f) => (
            <Col key={f.key} xs={24} sm={12} lg={6}>
              <FeatureCard
                icon={f.icon}
                color={f.color}
                title={t(`mall.app.features.${f.key}.title`)}
                desc={t(`mall.app.features.${f.key}.desc`)}
              />
            </Col>
          ))}
        </Row>
      </Section>
    </div>
  );
};

export default AppDownloadPage;
