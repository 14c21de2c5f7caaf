import { Badge, Flex, Tag, Typography } from 'antd';
import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SmsStatus, smsResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { findCode } from '../lib/sms-code.ts';

/**
 * `/adapter/smslist`: what the development SMS and mail adapter "sent", newest first (the kit's SMS resource); the
 * page draws the channel icon, the one-time code under the content and the statuses as tags.
 */
const SmsListPage = () => {
  const { t } = useTranslation();
  const unread = (r: Record<string, unknown>) => r.SmsStatus === SmsStatus.Unread;
  return (
    <ResourceListPage
      resource={smsResource}
      cells={{
        Mobile: (v, r) => (
          <Flex gap={8} align="center">
            {r.Channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
            <Typography.Text strong={unread(r)} style={{ wordBreak: 'break-all' }}>
              {String(v)}
            </Typography.Text>
          </Flex>
        ),
        Content: (v, r) => {
          const text = String(v);
          const code = findCode(text);
          return (
            <Flex vertical gap={4}>
              <Typography.Paragraph
                ellipsis={{ rows: 2, tooltip: text }}
                strong={unread(r)}
                style={{ margin: 0, maxWidth: 520 }}
              >
                {text}
              </Typography.Paragraph>
              {code && (
                <Typography.Text copyable={{ text: code }} type="secondary" style={{ fontSize: 12 }}>
                  {t('adapterUi.sms.codeLabel')}
                  <Typography.Text code>{code}</Typography.Text>
                </Typography.Text>
              )}
            </Flex>
          );
        },
        SendStatus: (v) => (
          <Tag color={v === 'Sent' ? 'success' : 'error'} variant="filled">
            {t(`adapterUi.sms.sendStatuses.${v === 'Sent' ? 'Sent' : 'Failed'}`)}
          </Tag>
        ),
        SmsStatus: (v) => (
          <Badge
            status={v === SmsStatus.Unread ? 'processing' : 'default'}
            text={t(v === SmsStatus.Unread ? 'adapterUi.sms.unread' : 'adapterUi.sms.read')}
          />
        ),
      }}
    />
  );
};

export default SmsListPage;
