import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SmsList, SmsStatus, type TPayloadOf, type TSmsRecord } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { SMS_LIST_KEY } from '../lib/query-keys.ts';
import { findCode } from '../lib/sms-code.ts';

const FILTERS = ['SmsStatus', 'KeyWords'] as const;
type TSearchForm = { SmsStatus?: number; KeyWords?: string };
type TPayload = TPayloadOf<typeof SmsList>;

const isStatus = (v: number) => v === SmsStatus.Read || v === SmsStatus.Unread;

/** `/adapter/smslist`: what the development SMS and mail adapter "sent", newest first. */
const SmsListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const status = Number(filters.SmsStatus);

  const payload: TPayload = {
    ...paging,
    ...(isStatus(status) ? { SmsStatus: status } : {}),
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
  };
  const list = useQuery({
    queryKey: [...SMS_LIST_KEY, payload],
    queryFn: () => fetchResult(SmsList, payload),
    placeholderData: keepPreviousData,
  });

  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), FILTERS);
    const s = Number(f.SmsStatus);
    form.setFieldsValue({ SmsStatus: isStatus(s) ? s : undefined, KeyWords: f.KeyWords });
  }, [paramKey, form]);

  const columns = useMemo<TListColumn<TSmsRecord>[]>(
    () => [
      {
        title: t('adapterUi.sms.recipient'),
        dataIndex: 'Mobile',
        width: 200,
        priority: 'essential',
        render: (v: string, r) => (
          <Flex gap={8} align="center">
            {r.Channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
            <Typography.Text strong={r.SmsStatus === SmsStatus.Unread} style={{ wordBreak: 'break-all' }}>
              {v}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('adapterUi.sms.content'),
        dataIndex: 'Content',
        width: 300,
        render: (v: string, r) => {
          const code = findCode(v);
          return (
            <Flex vertical gap={4}>
              <Typography.Paragraph
                ellipsis={{ rows: 2, tooltip: v }}
                strong={r.SmsStatus === SmsStatus.Unread}
                style={{ margin: 0, maxWidth: 520 }}
              >
                {v}
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
      },
      {
        title: t('adapterUi.sms.sendStatus'),
        dataIndex: 'SendStatus',
        width: 110,
        priority: 'essential',
        render: (v: TSmsRecord['SendStatus']) => (
          <Tag color={v === 'Sent' ? 'success' : 'error'} variant="filled">
            {t(`adapterUi.sms.sendStatuses.${v}`)}
          </Tag>
        ),
      },
      {
        title: t('adapterUi.sms.status'),
        dataIndex: 'SmsStatus',
        width: 100,
        priority: 'essential',
        render: (v: number) => (
          <Badge
            status={v === SmsStatus.Unread ? 'processing' : 'default'}
            text={t(v === SmsStatus.Unread ? 'adapterUi.sms.unread' : 'adapterUi.sms.read')}
          />
        ),
      },
      {
        title: t('adapterUi.sms.createTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('adapterUi.common.actions'),
        key: 'actions',
        width: 90,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Link to={`/adapter/smsdetail?SmsID=${encodeURIComponent(r.SmsID)}`}>{t('actions.view')}</Link>
        ),
      },
    ],
    [t],
  );

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('adapterUi.common.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="sms-list">
      <Card>
        <Form<TSearchForm>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) =>
            setParams(
              toSearchParams(
                { SmsStatus: v.SmsStatus, KeyWords: v.KeyWords },
                { PageNo: 1, PageSize: paging.PageSize },
              ),
            )
          }
        >
          <Form.Item name="SmsStatus" label={t('adapterUi.sms.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('adapterUi.common.all')}
              options={[
                { value: SmsStatus.Unread, label: t('adapterUi.sms.unread') },
                { value: SmsStatus.Read, label: t('adapterUi.sms.read') },
              ]}
            />
          </Form.Item>
          <Form.Item name="KeyWords" label={t('adapterUi.common.keywords')}>
            <Input
              allowClear
              style={{ width: 240 }}
              maxLength={100}
              placeholder={t('adapterUi.sms.keywordsPlaceholder')}
            />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setParams(new URLSearchParams());
            }}
          />
        </Form>
      </Card>
      <ListCard<TSmsRecord>
        title={t('adapterUi.sms.title')}
        intro={<Typography.Paragraph type="secondary">{t('adapterUi.sms.intro')}</Typography.Paragraph>}
        query={list}
        rows={list.data?.Items ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="SmsID"
        columns={columns}
      />
    </Flex>
  );
};

export default SmsListPage;
