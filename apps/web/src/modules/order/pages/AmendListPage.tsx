import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Select, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AmendStatus } from '@opentmc/contracts';
import { AMEND_KINDS, lookupMaps, lookupOf, lookupTitleKey, type TAmendKind } from '@opentmc/contracts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { formatMoney } from '../../../kit/resource/index.ts';
import NotFoundPage from '../../system/pages/NotFoundPage.tsx';
import { AmendStatusTag } from '../components/AmendView.tsx';
import {
  ListFilterFields,
  listFilterForm,
  listFilterValues,
  type TListFilterForm,
} from '../components/ListFilterFields.tsx';
import { ServiceSwitch } from '../components/ServiceSwitch.tsx';
import { amendListKey } from '../lib/keys.ts';
import { amendDetailLink, amendListLink, orderDetailLink } from '../lib/links.ts';
import { listProductOf, type TOrderProduct } from '../products.ts';
import type { TAmendRow } from '../types.ts';

// The desk of refunds and changes (spec section 2; issue 6 section 1) for TMC staff and suppliers:
// `/manage/{service?}/amend/list/{state?}` (the menu's `/manage/amend/list`), filled by the product's amend list
// (trains: TrainAmend/List). The state is the address's last segment (an AmendStatus code name); the filters (kind,
// request dates, traveller, a batch of order or request numbers) and the page live in the query string.

const AMEND_STATUS = lookupOf('AmendStatus');
const STATE_TABS: readonly (keyof typeof AmendStatus)[] = [
  'WaitSubmit',
  'WaitDispose',
  'WaitConfirm',
  'WaitRefund',
  'Finished',
  'Canceled',
  'Rejected',
  'Cannot',
];
const FILTERS = ['Kind', 'CreateTime', 'CreateTimeEnd', 'Traveller', 'UniqueIDs'] as const;

type TSearchForm = TListFilterForm & { Kind?: TAmendKind | '' };

const AmendList = ({ product }: { product: TOrderProduct }) => {
  const { t } = useTranslation();
  const service = product.service;
  const navigate = useNavigate();
  const { state } = useParams();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const statusCode = state ? lookupMaps(AMEND_STATUS).IdByCode[state] : undefined;
  const filters = readFilters(params, FILTERS);
  const kind: TAmendKind | '' = (AMEND_KINDS as readonly string[]).includes(filters.Kind ?? '')
    ? (filters.Kind as TAmendKind)
    : '';
  const paging = readPaging(params);
  const payload = {
    AmendStatus: statusCode ? [Number(statusCode)] : [],
    Kind: kind,
    CreateTime: filters.CreateTime ?? '',
    CreateTimeEnd: filters.CreateTimeEnd ?? '',
    Traveller: filters.Traveller ?? '',
    UniqueIDs: filters.UniqueIDs ?? '',
    PageNo: paging.PageNo,
    PageSize: paging.PageSize,
  };
  const list = useQuery({
    queryKey: [...amendListKey(service), state ?? '', payload],
    queryFn: () => product.amends.list(payload),
    placeholderData: keepPreviousData,
  });
  const go = (tab: string | undefined, values: Record<string, string | undefined>, to = service) =>
    navigate({ pathname: amendListLink(to, tab), search: toSearchParams(values).toString() });

  const columns = useMemo<TListColumn<TAmendRow>[]>(
    () => [
      {
        key: 'AmendID',
        title: t('orderUi.amendList.columns.AmendID'),
        width: 150,
        fixed: 'left',
        render: (_, a) => (
          <Link to={amendDetailLink(service, a.UniqueID)} data-testid={`amend-row-${a.AmendID}`}>
            {a.AmendID}
          </Link>
        ),
      },
      {
        key: 'UniqueID',
        title: t('orderUi.amendList.columns.UniqueID'),
        width: 150,
        priority: 'secondary',
        render: (_, a) => <Link to={orderDetailLink(service, a.UniqueID)}>{a.UniqueID}</Link>,
      },
      {
        key: 'Kind',
        title: t('orderUi.amendList.columns.Kind'),
        width: 90,
        priority: 'essential',
        render: (_, a) => <Tag>{t(`order.amendKinds.${a.Kind}`)}</Tag>,
      },
      ...(product.amendColumns?.(t) ?? []),
      {
        key: 'AmendStatus',
        title: t('orderUi.amendList.columns.AmendStatus'),
        width: 110,
        priority: 'essential',
        render: (_, a) => <AmendStatusTag status={a.AmendStatus} />,
      },
      {
        key: 'Passengers',
        title: t('orderUi.amendList.columns.Passengers'),
        width: 130,
        priority: 'optional',
        ellipsis: true,
        render: (_, a) => a.Passengers.map((p) => p.PassengerName).join(t('orderUi.amendList.nameSeparator')),
      },
      {
        key: 'Price',
        title: t('orderUi.amendList.columns.Price'),
        priority: 'essential',
        align: 'right',
        width: 110,
        render: (_, a) => formatMoney(a.Price),
      },
      {
        key: 'Fee',
        title: t('orderUi.amendList.columns.Fee'),
        priority: 'essential',
        align: 'right',
        width: 110,
        render: (_, a) => formatMoney(a.Fee),
      },
      {
        key: 'RefundAmount',
        title: t('orderUi.amendList.columns.RefundAmount'),
        priority: 'essential',
        align: 'right',
        width: 110,
        render: (_, a) => formatMoney(a.RefundAmount),
      },
      {
        key: 'Reason',
        title: t('orderUi.amendList.columns.Reason'),
        width: 180,
        priority: 'optional',
        render: (_, a) => (
          <Typography.Text ellipsis={{ tooltip: a.Reason }} style={{ maxWidth: 170 }}>
            {a.Reason}
          </Typography.Text>
        ),
      },
      {
        key: 'CreateTime',
        title: t('orderUi.amendList.columns.CreateTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        key: 'actions',
        title: t('orderUi.amendList.columns.actions'),
        fixed: 'right',
        width: 80,
        render: (_, a) => <Link to={amendDetailLink(service, a.UniqueID)}>{t('orderUi.amendList.detail')}</Link>,
      },
    ],
    [t, product, service],
  );

  return (
    <Flex vertical gap={16} data-testid={`${service}-amend-desk`}>
      <ServiceSwitch current={service} onChange={(to) => go(state, filters, to)} />
      <Card>
        <Form
          form={form}
          layout="inline"
          initialValues={{
            Kind: kind,
            ...listFilterForm(filters),
          }}
          onFinish={(v: TSearchForm) => go(state, { Kind: v.Kind || undefined, ...listFilterValues(v) })}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="Kind" label={t('orderUi.amendList.kind')}>
            <Select
              style={{ width: 160 }}
              data-testid="amend-kind"
              options={[
                { value: '', label: t('orderUi.amendList.allKinds') },
                ...AMEND_KINDS.map((k) => ({ value: k, label: t(`order.amendKinds.${k}`) })),
              ]}
            />
          </Form.Item>
          <ListFilterFields
            testIdPrefix="amend"
            labels={{
              dates: t('orderUi.amendList.dates'),
              traveller: t('orderUi.amendList.traveller'),
              uniqueIds: t('orderUi.amendList.uniqueIds'),
              uniqueIdsHint: t('orderUi.amendList.uniqueIdsHint'),
            }}
          />
          <SearchActions
            onReset={() => {
              form.resetFields();
              go(state, {});
            }}
          />
        </Form>
      </Card>
      <Tabs
        activeKey={state ?? 'all'}
        onChange={(k) => go(k === 'all' ? undefined : k, filters)}
        items={[
          { key: 'all', label: t('orderUi.amendList.allStates') },
          ...STATE_TABS.map((s) => ({ key: s, label: t(lookupTitleKey(AMEND_STATUS, s)) })),
        ]}
      />
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('orderUi.amendList.listFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <ListCard<TAmendRow>
          title={t(product.texts.amendDeskTitle)}
          intro={<Typography.Paragraph type="secondary">{t(product.texts.amendDeskIntro)}</Typography.Paragraph>}
          query={list}
          rows={list.data?.Entities ?? []}
          total={list.data?.RecordCount ?? 0}
          rowKey="AmendID"
          columns={columns}
        />
      )}
    </Flex>
  );
};

/** One screen for `/manage/{service?}/amend/list/{state?}`; a service no product is registered under is not found. */
const AmendListPage = () => {
  const product = listProductOf(useParams().service);
  return product ? <AmendList key={product.service} product={product} /> : <NotFoundPage />;
};

export default AmendListPage;
