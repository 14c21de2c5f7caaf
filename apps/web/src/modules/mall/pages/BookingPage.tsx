import { Alert, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CustomerServiceOutlined, PhoneOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GetServiceList } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { useSiteContact } from '../../../app/shell/hooks.ts';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';
import { ServiceGlyph } from '../components/ServiceGlyph.tsx';
import { SERVICES, SERVICE_GROUPS, isEnabled, servicesOf, type TService } from '../services.ts';
import '../mall.css';

const ServiceTile = ({ service }: { service: TService }) => {
  const { t } = useTranslation();
  const enabled = isEnabled(service);
  const body = (
    <>
      <span className="otmc-mall-tile-icon" style={{ background: `${service.color}14` }}>
        <ServiceGlyph service={service.key} color={service.color} />
      </span>
      <div className="otmc-booking-tile-text">
        <div className="otmc-booking-tile-title">
          <span>{t(`mall.services.${service.key}.name`)}</span>
          {!enabled && <Tag color="default">{t('mall.booking.notEnabled')}</Tag>}
        </div>
        <div className="otmc-booking-tile-desc">{t(`mall.services.${service.key}.desc`)}</div>
        {!enabled && <div className="otmc-booking-tile-note">{t('mall.booking.notEnabledNote')}</div>}
      </div>
    </>
  );
  if (enabled && service.route) {
    return (
      <Link to={service.route} className="otmc-booking-tile" data-testid={`booking-service-${service.key}`}>
        {body}
      </Link>
    );
  }
  return (
    <div className="otmc-booking-tile" aria-disabled="true" data-testid={`booking-service-${service.key}`}>
      {body}
    </div>
  );
};

/**
 * `/mall/booking` (login required): the booking centre's service catalogue. Services whose
 * booking flow is not in this build yet are shown disabled, with a clear note.
 */
const BookingPage = () => {
  const { t } = useTranslation();
  const { hotline } = useSiteContact();
  const ticket = useTicket().data;
  // Services the TMC has revoked from (or never given to) the caller's company are not offered at all.
  const catalogue = useQuery({
    queryKey: ['mall', 'serviceList'],
    queryFn: () => fetchResult(GetServiceList, {}, { failTips: false }),
  });
  const revoked = new Set((catalogue.data ?? []).filter((e) => e.Enabled === false).map((e) => e.ServiceID));
  const offered = SERVICES.filter((s) => !s.serviceID || !revoked.has(s.serviceID));
  const enabled = offered.filter(isEnabled).length;

  return (
    <div data-testid="booking-page">
      <div className="otmc-booking-head">
        <div className="otmc-container">
          <h1>{t('mall.booking.title')}</h1>
          {ticket && (
            <p>
              {t('mall.booking.greeting', { name: ticket.UserName })}
              {ticket.CompanyName && <> · {t('mall.booking.company', { company: ticket.CompanyName })}</>}
            </p>
          )}
          <p style={{ marginTop: 6, opacity: 0.85 }}>{t('mall.booking.intro')}</p>
        </div>
      </div>
      <div className="otmc-container otmc-booking-body">
        <Row gutter={[20, 20]}>
          <Col xs={24} lg={17}>
            <Card>
              {enabled < offered.length && (
                <Alert
                  type="info"
                  showIcon
                  title={t('mall.booking.notice.title')}
                  description={t('mall.booking.notice.desc')}
                  style={{ marginBottom: 8 }}
                />
              )}
              <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right', fontSize: 12 }}>
                {t('mall.booking.enabledCount', { enabled, total: offered.length })}
              </Typography.Text>
              {SERVICE_GROUPS.filter((g) => servicesOf(g, offered).length > 0).map((g) => (
                <section key={g} className="otmc-booking-group">
                  <h2>{t(`mall.booking.groups.${g}`)}</h2>
                  <div className="otmc-booking-grid">
                    {servicesOf(g, offered).map((s) => (
                      <ServiceTile key={s.key} service={s} />
                    ))}
                  </div>
                </section>
              ))}
            </Card>
          </Col>
          <Col xs={24} lg={7}>
            <Card>
              <Flex vertical gap={12}>
                <Flex gap={10} align="center">
                  <CustomerServiceOutlined style={{ fontSize: 28, color: '#1677ff' }} />
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {t('mall.booking.help.title')}
                  </Typography.Title>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('mall.booking.help.desc')}
                </Typography.Paragraph>
                <Typography.Text strong style={{ fontSize: 18, color: '#1262e6' }}>
                  <PhoneOutlined /> {hotline}
                </Typography.Text>
                <LinkButton to="/System/serve/contact" type="primary" block icon={<CustomerServiceOutlined />}>
                  {t('mall.booking.help.contact')}
                </LinkButton>
                <LinkButton to="/System/serve/guideline" block icon={<ReadOutlined />}>
                  {t('mall.booking.help.guideline')}
                </LinkButton>
              </Flex>
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
};

export default BookingPage;
