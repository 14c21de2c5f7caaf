import { Tag, Tooltip } from 'antd';
import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TMessageChannel, TTemplateSource } from '@opentmc/contracts';

const SOURCE_COLOR: Record<TTemplateSource, string> = { Company: 'blue', Tmc: 'purple', Default: 'default' };

/** Where a template text comes from: the company's own, the TMC's or the default. */
export const SourceTag = ({ source, testId }: { source: TTemplateSource; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Tag color={SOURCE_COLOR[source]} variant="filled" data-testid={testId}>
      {t(`messageTemplate.sources.${source}`)}
    </Tag>
  );
};

/** A channel; struck through when the company switched the template off on it. */
export const ChannelTag = ({ channel, enabled }: { channel: TMessageChannel; enabled: boolean }) => {
  const { t } = useTranslation();
  const tag = (
    <Tag
      icon={channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
      color={enabled ? 'cyan' : 'default'}
      style={enabled ? undefined : { textDecoration: 'line-through' }}
    >
      {t(`messageTemplate.channels.${channel}`)}
    </Tag>
  );
  return enabled ? tag : <Tooltip title={t('messageTemplate.detail.disabledHint')}>{tag}</Tooltip>;
};
