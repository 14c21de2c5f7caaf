import { Card, Collapse, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSiteContact } from '../../../app/shell/hooks.ts';
import { Hero, NumberedSteps, Section } from '../../../kit/showcase/Showcase.tsx';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';

const STEPS = ['register', 'search', 'passengers', 'approval', 'pay', 'after'] as const;
const FAQ = [
  'passengers',
  'children',
  'trainRefund',
  'trainChange',
  'documents',
  'policy',
  'baggage',
  'history',
] as const;

/** `/System/serve/guideline`: the booking steps and the frequent questions (spec section 9 rules). */
const GuidelinePage = () => {
  const { t } = useTranslation();
  const { hotline } = useSiteContact();
  return (
    <div data-testid="guideline-page">
      <Hero compact tone="indigo" title={t('pages.guideline.title')} lead={t('pages.guideline.subtitle')} />
      <Section title={t('pages.guideline.steps.title')}>
        <NumberedSteps
          items={STEPS.map((k) => ({
            key: k,
            title: t(`pages.guideline.steps.${k}.title`),
            desc: t(`pages.guideline.steps.${k}.desc`),
          }))}
        />
      </Section>
      <Section tone="white" title={t('pages.guideline.faq.title')}>
        <div style={{ maxWidth: 880, margin: '0 auto' }}>
          <Collapse
            size="large"
            defaultActiveKey={[FAQ[0]]}
            expandIconPlacement="end"
            items={FAQ.map((k) => ({
              key: k,
              label: (
                <span style={{ fontWeight: 500 }}>
                  <QuestionCircleOutlined style={{ color: '#1677ff', marginInlineEnd: 8 }} />
                  {t(`pages.guideline.faq.${k}.q`)}
                </span>
              ),
              children: (
                <Typography.Paragraph style={{ margin: 0, lineHeight: 1.8 }}>
                  {t(`pages.guideline.faq.${k}.a`, { phone: hotline })}
                </Typography.Paragraph>
              ),
            }))}
          />
          <Card style={{ marginTop: 28, textAlign: 'center', background: '#f5f8ff' }}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {t('pages.guideline.help.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('pages.guideline.help.desc')}</Typography.Paragraph>
            <LinkButton to="/System/serve/contact" type="primary">
              {t('pages.guideline.help.contact')}
            </LinkButton>
          </Card>
        </div>
      </Section>
    </div>
  );
};

export default GuidelinePage;
