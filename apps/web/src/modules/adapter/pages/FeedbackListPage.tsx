import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { DateRangeInput } from '../../../kit/DateRangeInput.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { AdviseList, type TAdvise, type TPayloadOf } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import {
  ADVISE_TYPE_COLOR,
  adviseStatusLabel,
  adviseStatusOptions,
  adviseTypeLabel,
  adviseTypeOptions,
  isHandled,
} from '../lib/lookups.ts';
import { ADVISE_LIST_KEY } from '../lib/query-keys.ts';

const FILTERS = ['AdviseID', 'AdviseType', 'AdviseStatus', 'ContactPhone', 'KeyWords', 'From', 'To'] as const;
const DAY = 'YYYY-MM-DD';

type TSearchForm = {
  AdviseID?: string;
  AdviseType?: number;
  AdviseStatus?: number;
  ContactPhone?: string;
  KeyWords?: string;
  Dates?: [Dayjs | null, Dayjs | null] | null;
};
type TPayload = TPayloadOf<typeof AdviseList>;

const validDay = (s: string | undefined) => (s && dayjs(s, DAY, true).isValid() ? s : undefined);

/** `/admin/feedBack/list`: feedback for TMC staff, filtered and paged, newest first. */
const FeedbackListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const from = validDay(filters.From);
  const to = validDay(filters.To);

  const payload: TPayload = {
    ...paging,
    ...(filters.AdviseID ? { AdviseID: filters.AdviseID } : {}),
    ...(filters.AdviseType ? { AdviseType: Number(filters.AdviseType) } : {}),
    ...(filters.AdviseStatus ? { AdviseStatus: Number(filters.AdviseStatus) } : {}),
    ...(filters.ContactPhone ? { ContactPhone: filters.ContactPhone } : {}),
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
    ...(from ? { CreateTime: `${from} 00:00:00` } : {}),
    ...(to ? { CreateTimeEnd: `${to} 23:59:59` } : {}),
  };
  const list = useQuery({
    queryKey: [...ADVISE_LIST_KEY, payload],
    queryFn: () => fetchResult(AdviseList, payload),
    placeholderData: keepPreviousData,
  });

  // The address is the source of truth: back/forward and shared links refill the form.
  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), FILTERS);
    const a = validDay(f.From);
    const b = validDay(f.To);
    form.setFieldsValue({
      AdviseID: f.AdviseID,
      AdviseType: f.AdviseType ? Number(f.AdviseType) : undefined,
      AdviseStatus: f.AdviseStatus ? Number(f.AdviseStatus) : undefined,
      ContactPhone: f.ContactPhone,
      KeyWords: f.KeyWords,
      Dates: a || b ? [a ? dayjs(a) : null, b ? dayjs(b) : null] : null,
    });
  }, [paramKey, form]);

  const search = (v: TSearchForm) =>
    setParams(
      toSearchParams(
        {
          AdviseID: v.AdviseID,
          AdviseType: v.AdviseType,
          AdviseStatus: v.AdviseStatus,
          ContactPhone: v.ContactPhone,
          KeyWords: v.KeyWords,
          From: v.Dates?.[0]?.format(DAY),
          To: v.Dates?.[1]?.format(DAY),
        },
        { PageNo: 1, PageSize: paging.PageSize },
      ),
    );

  const columns = useMemo<TListColumn<TAdvise>[]>(
    () => [
      { title: t('adapterUi.advise.id'), dataIndex: 'AdviseID', width: 90, priority: 'essential' },
      {
        title: t('adapterUi.feedback.type'),
        dataIndex: 'AdviseType',
        width: 120,
        render: (v: number) => (
          <Tag color={ADVISE_TYPE_COLOR[v] ?? 'default'} variant="filled">
            {adviseTypeLabel(t, v)}
          </Tag>
        ),
      },
      {
        title: t('adapterUi.feedback.content'),
        dataIndex: 'Content',
        width: 260,
        render: (v: string) => (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
            {v}
          </Typography.Paragraph>
        ),
      },
      {
        title: t('adapterUi.advise.contact'),
        key: 'contact',
        width: 140,
        priority: 'optional',
        render: (_: unknown, r) => (
          <div>
            <div>{r.ContactName}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.ContactPhone}
            </Typography.Text>
          </div>
        ),
      },
      {
        title: t('adapterUi.advise.company'),
        key: 'company',
        width: 160,
        priority: 'optional',
        render: (_: unknown, r) =>
          r.CompanyName || r.UserName ? (
            <div>
              <div>{r.CompanyName || '—'}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.UserName}
              </Typography.Text>
            </div>
          ) : (
            <Typography.Text type="secondary">{t('adapterUi.advise.anonymous')}</Typography.Text>
          ),
      },
      {
        title: t('adapterUi.advise.status'),
        dataIndex: 'AdviseStatus',
        width: 110,
        priority: 'essential',
        render: (v: number) => (
          <Badge status={isHandled(v) ? 'success' : 'processing'} text={adviseStatusLabel(t, v)} />
        ),
      },
      {
        title: t('adapterUi.advise.createTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('adapterUi.common.actions'),
        key: 'actions',
        width: 100,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Link to={`/admin/feedBack/detail?AdviseID=${encodeURIComponent(r.AdviseID)}`}>
            {isHandled(r.AdviseStatus) ? t('actions.view') : t('adapterUi.advise.reply')}
          </Link>
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
    <Flex vertical gap={16} data-testid="feedback-list">
      <Card>
        <Form<TSearchForm> form={form} layout="inline" onFinish={search} style={{ rowGap: 12 }}>
          <Form.Item name="AdviseID" label={t('adapterUi.advise.id')}>
            <Input allowClear style={{ width: 140 }} maxLength={18} />
          </Form.Item>
          <Form.Item name="AdviseType" label={t('adapterUi.feedback.type')}>
            <Select
              allowClear
              style={{ width: 150 }}
              options={adviseTypeOptions(t)}
              placeholder={t('adapterUi.common.all')}
            />
          </Form.Item>
          <Form.Item name="AdviseStatus" label={t('adapterUi.advise.status')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={adviseStatusOptions(t)}
              placeholder={t('adapterUi.common.all')}
            />
          </Form.Item>
          <Form.Item name="ContactPhone" label={t('adapterUi.feedback.contactPhone')}>
            <Input allowClear style={{ width: 150 }} maxLength={20} />
          </Form.Item>
          <Form.Item name="KeyWords" label={t('adapterUi.common.keywords')}>
            <Input
              allowClear
              style={{ width: 180 }}
              maxLength={100}
              placeholder={t('adapterUi.advise.keywordsPlaceholder')}
            />
          </Form.Item>
          <Form.Item name="Dates" label={t('adapterUi.advise.createTime')}>
            <DateRangeInput label={t('adapterUi.advise.createTime')} allowEmpty={[true, true]} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setParams(new URLSearchParams());
            }}
          />
        </Form>
      </Card>
      <ListCard<TAdvise>
        title={t('adapterUi.advise.listTitle')}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="AdviseID"
        columns={columns}
      />
    </Flex>
  );
};

export default FeedbackListPage;
