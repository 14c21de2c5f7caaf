import { Card, Col, Row, Typography } from 'antd';
import {
  AuditOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileProtectOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SkylineArt } from '../../../kit/showcase/art.tsx';
import { FeatureCard, Hero, Section } from '../../../kit/showcase/Showcase.tsx';

const SERVE = [
  { key: 'employees', icon: <UserOutlined />, color: '#1677ff' },
  { key: 'approvers', icon: <AuditOutlined />, color: '#12a150' },
  { key: 'admins', icon: <TeamOutlined />, color: '#f08c00' },
  { key: 'staff', icon: <CustomerServiceOutlined />, color: '#8e4ec6' },
  { key: 'suppliers', icon: <ShopOutlined />, color: '#0b9bb5' },
  { key: 'operators', icon: <DatabaseOutlined />, color: '#e5484d' },
] as const;

const PROMISE = [
  { key: 'price', icon: <DollarOutlined />, color: '#1677ff' },
  { key: 'compliance', icon: <FileProtectOutlined />, color: '#12a150' },
  { key: 'security', icon: <LockOutlined />, color: '#f08c00' },
  { key: 'service', icon: <SafetyCertificateOutlined />, color: '#8e4ec6' },
] as const;

/** `/System/about`: who we are, whom we serve and what we promise. */
const AboutPage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="about-page">
      <Hero compact title={t('pages.about.title')} lead={t('pages.about.subtitle')} art={<SkylineArt />} />
      <Section>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('pages.about.intro.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.9 }}>
            {t('pages.about.intro.p1')}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.9, marginBottom: 0 }}>
            {t('pages.about.intro.p2')}
          </Typography.Paragraph>
        </Card>
      </Section>
      <Section tone="white" title={t('pages.about.serve.title')}>
        <Row gutter={[20, 20]}>
          {SERVE.map((s) => (
            <Col key={s.key} xs={24} sm={12} lg={8}>
              <FeatureCard
                icon={s.icon}
                color={s.color}
                title={t(`pages.about.serve.${s.key}.title`)}
                desc={t(`pages.about.serve.${s.key}.desc`)}
              />
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={t('pages.about.promise.title')}>
        <Row gutter={[20, 20]}>
          {PROMISE.map((p) => (
            <Col key={p.key} xs={24} sm={12} lg={6}>
              <FeatureCard
                icon={p.icon}
                color={p.color}
                title={t(`pages.about.promise.${p.key}.title`)}
                desc={t(`pages.about.promise.${p.key}.desc`)}
              />
            </Col>
          ))}
        </Row>
      </Section>
    </div>
  );
};

export default AboutPage;
