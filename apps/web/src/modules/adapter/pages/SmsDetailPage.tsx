import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { ArrowLeftOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SmsDetails, SmsStatus, smsResource } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';
import { smsDetailKey } from '../lib/query-keys.ts';
import { findCode } from '../lib/sms-code.ts';

/** `/adapter/smsdetail?SmsID=`: one message; opening it marks it read. */
const SmsDetailPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('SmsID')?.trim() ?? '';
  const detail = useQuery({
    queryKey: smsDetailKey(id),
    queryFn: () => fetchResult(SmsDetails, { SmsID: id }),
    enabled: id !== '',
  });

  // Opening marks the record read: the list, its unread filter and the badge must not show it stale.
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void qc.invalidateQueries({ queryKey: resourceKey(smsResource) });
    // The shell's side-menu badge counts unread SMS.
    void qc.invalidateQueries({ queryKey: ['side', 'badges'] });
  }, [loaded, qc]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('actions.back')}
    </Button>
  );

  if (!id || detail.isError) {
    return (
      <LoadFailed
        status={id ? 'warning' : '404'}
        title={t(id ? 'adapterUi.common.loadFailed' : 'adapterUi.sms.missingId')}
        error={id ? detail.error : undefined}
        action={<Button onClick={() => navigate('/adapter/smslist')}>{t('adapterUi.sms.backToList')}</Button>}
      />
    );
  }
  const r = detail.data;
  if (!r) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const code = findCode(r.Content);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {r.Channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
          {t('adapterUi.sms.detailTitle')}
        </Flex>
      }
      extra={back}
      data-testid="sms-detail"
    >
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'id', label: t('adapterUi.sms.id'), children: r.SmsID },
          { key: 'channel', label: t('adapterUi.sms.channel'), children: t(`adapterUi.sms.channels.${r.Channel}`) },
          { key: 'to', label: t('adapterUi.sms.recipient'), children: r.Mobile },
          {
            key: 'send',
            label: t('adapterUi.sms.sendStatus'),
            children: (
              <Tag color={r.SendStatus === 'Sent' ? 'success' : 'error'} variant="filled">
                {t(`adapterUi.sms.sendStatuses.${r.SendStatus}`)}
              </Tag>
            ),
          },
          {
            key: 'status',
            label: t('adapterUi.sms.status'),
            children: (
              <Badge
                status={r.SmsStatus === SmsStatus.Unread ? 'processing' : 'default'}
                text={t(r.SmsStatus === SmsStatus.Unread ? 'adapterUi.sms.unread' : 'adapterUi.sms.read')}
              />
            ),
          },
          { key: 'created', label: t('adapterUi.sms.createTime'), children: r.CreateTime },
          { key: 'read', label: t('adapterUi.sms.readTime'), children: r.ReadTime || '—' },
          {
            key: 'code',
            label: t('adapterUi.sms.code'),
            children: code ? (
              <Typography.Text copyable code>
                {code}
              </Typography.Text>
            ) : (
              '—'
            ),
          },
          {
            key: 'content',
            label: t('adapterUi.sms.content'),
            span: 'filled',
            children: (
              <Typography.Paragraph
                copyable
                style={{
                  whiteSpace: 'pre-wrap',
                  margin: 0,
                  padding: 12,
                  background: token.colorFillQuaternary,
                  borderRadius: token.borderRadius,
                }}
              >
                {r.Content}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </Card>
  );
};

export default SmsDetailPage;
