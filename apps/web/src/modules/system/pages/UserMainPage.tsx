import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import {
  BookOutlined,
  CustomerServiceOutlined,
  IdcardOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOOKING_ACTION, FeatureCode } from '@opentmc/contracts';
import { holdsAction, useTicket, useUserActions } from '../../../app/session.ts';
import { greetingOf } from '../../../app/shell/clock-time.ts';
import { UserInfoCard } from '../components/UserInfoCard.tsx';

const KNOWN_FEATURES = new Set<string>(Object.values(FeatureCode));
const FEATURE_COLOR: Record<string, string> = {
  Platform: 'purple',
  Tmc: 'geekblue',
  Client: 'blue',
  BusinessSupply: 'orange',
  Personal: 'green',
};

type TShortcut = { key: string; to: string; icon: ReactNode };

/** `/System/User/Main`: the personal centre. */
const UserMainPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: ticket, isPending } = useTicket();
  const actions = useUserActions(ticket?.UserID);

  if (isPending || !ticket) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const shortcuts: TShortcut[] = [
    {
      key: 'security',
      to: `/System/User/${encodeURIComponent(ticket.UserID)}/Security`,
      icon: <SafetyCertificateOutlined />,
    },
    { key: 'booking', to: '/mall/booking', icon: <BookOutlined /> },
    // Rail booking accounts belong to people who book (the booking centre's action).
    ...(holdsAction(actions.data?.UserActions ?? [], BOOKING_ACTION)
      ? [
          {
            key: 'railAccounts',
            to: `/System/User/${encodeURIComponent(ticket.UserID)}/TrainAccount`,
            icon: <IdcardOutlined />,
          },
        ]
      : []),
    { key: 'mall', to: '/', icon: <ShopOutlined /> },
    { key: 'feedback', to: '/mall/feedBack', icon: <MessageOutlined /> },
    { key: 'contact', to: '/System/serve/contact', icon: <CustomerServiceOutlined /> },
    { key: 'guideline', to: '/System/serve/guideline', icon: <ReadOutlined /> },
  ];
  const featureLabel = (code: string) => (KNOWN_FEATURES.has(code) ? t(`account.features.${code}`) : code);

  return (
    <Flex vertical gap={16} data-testid="user-main">
      <Card
        styles={{ body: { padding: 28 } }}
        style={{ background: `linear-gradient(120deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)` }}
      >
        <Flex gap={20} align="center" wrap>
          <Avatar size={72} style={{ background: token.colorPrimary, fontSize: 30, flexShrink: 0 }}>
            {ticket.UserName.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text type="secondary">{t(`account.main.greeting.${greetingOf(new Date())}`)}</Typography.Text>
            <Typography.Title level={3} style={{ margin: '2px 0 6px' }} data-testid="user-main-name">
              {ticket.UserName}
            </Typography.Title>
            <Typography.Text>{ticket.CompanyName || t('account.main.noCompany')}</Typography.Text>
            <Flex gap={4} wrap style={{ marginTop: 10 }}>
              {ticket.FeatureCodes.map((c) => (
                <Tag key={c} color={FEATURE_COLOR[c] ?? 'default'} variant="filled">
                  {featureLabel(c)}
                </Tag>
              ))}
            </Flex>
          </div>
        </Flex>
      </Card>

      <Card title={t('account.main.shortcuts')}>
        <Row gutter={[16, 16]}>
          {shortcuts.map((s) => (
            <Col key={s.key} xs={12} sm={8} lg={4}>
              <Link to={s.to} data-testid={`shortcut-${s.key}`}>
                <Card hoverable size="small" styles={{ body: { textAlign: 'center', padding: '20px 8px' } }}>
                  <div style={{ fontSize: 28, color: token.colorPrimary }}>{s.icon}</div>
                  <div style={{ marginTop: 8, color: token.colorText, fontWeight: 500 }}>
                    {t(`account.main.links.${s.key}.title`)}
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`account.main.links.${s.key}.text`)}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>

      <Card title={t('account.main.profile')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'name', label: t('account.fields.userName'), children: ticket.UserName },
            { key: 'company', label: t('account.fields.company'), children: ticket.CompanyName || '—' },
            { key: 'user', label: t('account.fields.userId'), children: ticket.UserID },
            { key: 'companyId', label: t('account.fields.companyId'), children: ticket.CompanyID || '—' },
            {
              key: 'features',
              label: t('account.fields.features'),
              children: ticket.FeatureCodes.length ? ticket.FeatureCodes.map(featureLabel).join(' / ') : '—',
            },
          ]}
        />
      </Card>

      <UserInfoCard />
    </Flex>
  );
};

export default UserMainPage;
