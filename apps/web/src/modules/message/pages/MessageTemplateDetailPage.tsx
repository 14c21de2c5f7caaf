import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageTemplateDetails, messageTemplateOf } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { TemplateEditor } from '../components/TemplateEditor.tsx';
import { templateDetailKey } from '../lib/query-keys.ts';
import { useTemplateCompany } from '../lib/use-template-company.ts';

/** `/System/message/:CompanyID/detail?Key=…`: one message template of a company, to reword per channel. */
const MessageTemplateDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('Key')?.trim() ?? '';
  const def = messageTemplateOf(key);
  const { ticket, companyId, cacheKey, payload } = useTemplateCompany();
  const listPath = `/System/message/${encodeURIComponent(companyId)}/list`;
  const details = useQuery({
    queryKey: templateDetailKey(cacheKey, key),
    queryFn: () => fetchResult(MessageTemplateDetails, { ...payload, Key: key }),
    enabled: !!ticket && !!def,
    refetchOnWindowFocus: false,
  });

  if (!def) {
    return (
      <Card>
        <Result
          status="404"
          title={t('messageTemplate.detail.notFound')}
          extra={<Link to={listPath}>{t('messageTemplate.detail.back')}</Link>}
        />
      </Card>
    );
  }
  if (details.isError) {
    return (
      <LoadFailed
        title={t('messageTemplate.detail.title')}
        error={details.error}
        action={<Button onClick={() => void details.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  const d = details.data;
  return (
    <Flex vertical gap={16} data-testid="mt-detail">
      <Card
        title={t(`messageTemplate.templates.${def.Id}.name`)}
        extra={<Typography.Text type="secondary">{d?.CompanyName}</Typography.Text>}
      >
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Tag>{t(`messageTemplate.groups.${def.Group}`)}</Tag>
            <Typography.Text type="secondary">{t(`messageTemplate.templates.${def.Id}.description`)}</Typography.Text>
          </Flex>
          {d?.IsTmc && <Typography.Text type="secondary">{t('messageTemplate.list.introTmc')}</Typography.Text>}
        </Flex>
      </Card>
      {d ? (
        <TemplateEditor
          key={`${cacheKey}:${key}`}
          def={def}
          details={d}
          payload={payload}
          cacheKey={cacheKey}
          listPath={listPath}
        />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </Flex>
  );
};

export default MessageTemplateDetailPage;
