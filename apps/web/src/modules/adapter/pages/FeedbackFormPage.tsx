import { Link } from 'react-router';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { CustomerServiceOutlined, MessageOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../components/FeedbackForm.tsx';

/** `/mall/feedBack`: anyone may send feedback; TMC staff answer it in the feedback list. */
const FeedbackFormPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 1080, margin: '0 auto', padding: '32px 16px 48px' }}>
      <Flex gap={14} align="center" style={{ marginBottom: 24 }}>
        <MessageOutlined style={{ fontSize: 32, color: token.colorPrimary }} />
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('adapterUi.feedback.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('adapterUi.feedback.intro')}</Typography.Text>
        </div>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            <FeedbackForm />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('adapterUi.feedback.otherWays')}>
            <Flex vertical gap={16}>
              <Flex gap={12} align="flex-start">
                <CustomerServiceOutlined style={{ fontSize: 20, color: token.colorPrimary, marginTop: 2 }} />
                <div>
                  <Link to="/System/serve/contact">{t('adapterUi.feedback.contactTitle')}</Link>
                  <div>
                    <Typography.Text type="secondary">{t('adapterUi.feedback.contactText')}</Typography.Text>
                  </div>
                </div>
              </Flex>
              <Flex gap={12} align="flex-start">
                <ReadOutlined style={{ fontSize: 20, color: token.colorPrimary, marginTop: 2 }} />
                <div>
                  <Link to="/System/serve/guideline">{t('adapterUi.feedback.guideTitle')}</Link>
                  <div>
                    <Typography.Text type="secondary">{t('adapterUi.feedback.guideText')}</Typography.Text>
                  </div>
                </div>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                {t('adapterUi.feedback.privacy')}
              </Typography.Paragraph>
            </Flex>
          </Card>
        </Col>
      </Row>
    </div>
  );
};

export default FeedbackFormPage;
