import { Col, Row } from 'antd';
import {
  CarOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  GiftOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MeetingArt } from '../../../kit/showcase/art.tsx';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';
import { CtaBand, FeatureCard, Hero, NumberedSteps, Section, onBlue } from '../../../kit/showcase/Showcase.tsx';

const SERVICES = [
  { key: 'venue', icon: <EnvironmentOutlined />, color: '#c2298a' },
  { key: 'travel', icon: <SendOutlined />, color: '#1677ff' },
  { key: 'transfer', icon: <CarOutlined />, color: '#0b9bb5' },
  { key: 'onsite', icon: <TeamOutlined />, color: '#12a150' },
  { key: 'exhibition', icon: <FlagOutlined />, color: '#f08c00' },
  { key: 'incentive', icon: <GiftOutlined />, color: '#8e4ec6' },
] as const;

const PROCESS = ['enquire', 'proposal', 'execute', 'settle'] as const;

/** `/meeting/index`: meetings and exhibitions, with an enquiry through the feedback form. */
const MeetingIndexPage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="meeting-page">
      <Hero
        tone="sunset"
        eyebrow={t('pages.meeting.hero.eyebrow')}
        title={t('pages.meeting.hero.title')}
        lead={t('pages.meeting.hero.subtitle')}
        art={<MeetingArt />}
        actions={
          <>
            <LinkButton to="/mall/feedBack" size="large" className={onBlue.light} data-testid="meeting-enquire">
              {t('pages.meeting.hero.enquire')}
            </LinkButton>
            <LinkButton to="/System/serve/contact" size="large" className={onBlue.ghost}>
              {t('pages.meeting.hero.contact')}
            </LinkButton>
          </>
        }
      />
      <Section title={t('pages.meeting.services.title')}>
        <Row gutter={[20, 20]}>
          {SERVICES.map((s) => (
            <Col key={s.key} xs={24} sm={12} lg={8}>
              <FeatureCard
                icon={s.icon}
                color={s.color}
                title={t(`pages.meeting.services.${s.key}.title`)}
                desc={t(`pages.meeting.services.${s.key}.desc`)}
              />
            </Col>
          ))}
        </Row>
      </Section>
      <Section tone="white" title={t('pages.meeting.process.title')}>
        <NumberedSteps
          columns={4}
          centered
          color="#c2298a"
          items={PROCESS.map((k) => ({
            key: k,
            title: t(`pages.meeting.process.${k}.title`),
            desc: t(`pages.meeting.process.${k}.desc`),
          }))}
        />
      </Section>
      <CtaBand
        title={t('pages.meeting.cta.title')}
        desc={t('pages.meeting.cta.desc')}
        actions={
          <LinkButton to="/mall/feedBack" size="large" className={onBlue.light}>
            {t('pages.meeting.cta.button')}
          </LinkButton>
        }
      />
    </div>
  );
};

export default MeetingIndexPage;
