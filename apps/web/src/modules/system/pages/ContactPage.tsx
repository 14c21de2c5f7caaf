import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import {
  BankOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContact } from '../../../app/shell/hooks.ts';
import { Hero, Section } from '../../../kit/showcase/Showcase.tsx';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';

const Channel = ({
  icon,
  color,
  title,
  value,
  desc,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  value: ReactNode;
  desc?: string;
}) => (
  <Card style={{ height: '100%' }}>
    <Flex gap={16} align="flex-start">
      <div
        style={{
          width: 52,
          height: 52,
          borderRadius: 14,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 24,
          color,
          background: `${color}1a`,
        }}
      >
        {icon}
      </div>
      <div style={{ minWidth: 0 }}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <div style={{ fontSize: 20, fontWeight: 600, margin: '2px 0 6px', wordBreak: 'break-all' }}>{value}</div>
        {desc && <Typography.Text type="secondary">{desc}</Typography.Text>}
      </div>
    </Flex>
  </Card>
);

/** `/System/serve/contact`: hotline, email, address and hours, with the way to leave feedback. */
const ContactPage = () => {
  const { t } = useTranslation();
  const { hotline, email } = useSiteContact();
  return (
    <div data-testid="contact-page">
      <Hero compact title={t('pages.contact.title')} lead={t('pages.contact.subtitle')} />
      <Section>
        <Row gutter={[20, 20]}>
          <Col xs={24} md={12}>
            <Channel
              icon={<PhoneOutlined />}
              color="#1677ff"
              title={t('pages.contact.hotline.title')}
              value={<a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a>}
              desc={t('pages.contact.hotline.desc')}
            />
          </Col>
          <Col xs={24} md={12}>
            <Channel
              icon={<MailOutlined />}
              color="#12a150"
              title={t('pages.contact.email.title')}
              value={<a href={`mailto:${email}`}>{email}</a>}
              desc={t('pages.contact.email.desc')}
            />
          </Col>
          <Col xs={24} md={12}>
            <Channel
              icon={<EnvironmentOutlined />}
              color="#f08c00"
              title={t('pages.contact.address.title')}
              value={t('pages.contact.address.value')}
            />
          </Col>
          <Col xs={24} md={12}>
            <Channel
              icon={<ClockCircleOutlined />}
              color="#8e4ec6"
              title={t('pages.contact.hours.title')}
              value={<span style={{ fontSize: 15 }}>{t('pages.contact.hours.value')}</span>}
            />
          </Col>
        </Row>
        <Row gutter={[20, 20]} style={{ marginTop: 20 }}>
          <Col xs={24} md={12}>
            <Card style={{ height: '100%', background: 'linear-gradient(135deg,#f0f6ff,#fff)' }}>
              <Flex vertical gap={10} align="flex-start">
                <Typography.Title level={4} style={{ margin: 0 }}>
                  <MessageOutlined style={{ color: '#1677ff' }} /> {t('pages.contact.feedback.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('pages.contact.feedback.desc')}
                </Typography.Paragraph>
                <LinkButton to="/mall/feedBack" type="primary" data-testid="contact-feedback">
                  {t('pages.contact.feedback.button')}
                </LinkButton>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card style={{ height: '100%', background: 'linear-gradient(135deg,#fff6ee,#fff)' }}>
              <Flex vertical gap={10} align="flex-start">
                <Typography.Title level={4} style={{ margin: 0 }}>
                  <BankOutlined style={{ color: '#f08c00' }} /> {t('pages.contact.business.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('pages.contact.business.desc')}
                </Typography.Paragraph>
                <LinkButton to="/Company/Register">{t('pages.contact.business.button')}</LinkButton>
              </Flex>
            </Card>
          </Col>
        </Row>
        <div style={{ textAlign: 'center', marginTop: 28 }}>
          <Link to="/System/serve/guideline">
            <ReadOutlined /> {t('pages.contact.guideline')}
          </Link>
        </div>
      </Section>
    </div>
  );
};

export default ContactPage;
