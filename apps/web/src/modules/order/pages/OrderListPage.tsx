import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Space, Tabs, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@opentmc/contracts';
import { OrderAction, lookupMaps, lookupOf, lookupTitleKey, type TReply } from '@opentmc/contracts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { RowActions, type TRowAction } from '../../../kit/RowActions.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { formatMoney } from '../../../kit/resource/index.ts';
import NotFoundPage from '../../system/pages/NotFoundPage.tsx';
import {
  ListFilterFields,
  listFilterForm,
  listFilterValues,
  type TListFilterForm,
} from '../components/ListFilterFields.tsx';
import { OrderStatusTag } from '../components/OrderStatusTag.tsx';
import { ServiceSwitch } from '../components/ServiceSwitch.tsx';
import { orderListKey } from '../lib/keys.ts';
import { deskOrderDetailLink, orderDetailLink, orderListLink } from '../lib/links.ts';
import { listProductOf, type TOrderProduct } from '../products.ts';
import type { TOrderRow } from '../types.ts';

// The order lists (spec section 2; issue 6 section 1): the client's `/order/{service?}/list/{state?}` (the caller's
// orders within their data range) and the desk of TMC staff and suppliers, `/manage/{service?}/order/list/{state?}`
// (the menu's `/manage/order/list`), where orders are locked, booked with the supplier, issued or given up. The service
// picks the product (products.ts; the first one without it), whose calls fill the list and whose columns show its
// goods; the state is the address's last segment (an OrderStatus code name); the filters and page live in the query
// string.

const STATUS = lookupOf('OrderStatus');
const STATE_TABS: readonly (keyof typeof OrderStatus)[] = [
  'WaitConfirm',
  'WaitPayment',
  'WaitDispose',
  'Finished',
  'Canceled',
  'Rejected',
  'Cannot',
];
const FILTERS = ['CreateTime', 'CreateTimeEnd', 'Traveller', 'UniqueIDs'] as const;

/** The desk's buttons, in the order an order goes through them. */
const DESK_ACTIONS = [OrderAction.lock, OrderAction.drawer, OrderAction.cannot, OrderAction.unlock] as const;
/** The client's buttons on a row (paying takes the detail page, with its cashier). */
const CLIENT_ACTIONS = [OrderAction.cancel] as const;

const OrderList = ({ product, desk }: { product: TOrderProduct; desk: boolean }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { state } = useParams();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TListFilterForm>();
  const service = product.service;
  // The desk opens its own detail (DeskOrderDetailPage), with the desk's actions; the client the booker's.
  const detailLink = (uniqueId: string) =>
    desk ? deskOrderDetailLink(service, uniqueId) : orderDetailLink(service, uniqueId);
  const statusCode = state ? lookupMaps(STATUS).IdByCode[state] : undefined;
  const filters = readFilters(params, FILTERS);
  const paging = readPaging(params);
  const payload = {
    ...filters,
    OrderStatus: statusCode ? [Number(statusCode)] : [],
    PageNo: paging.PageNo,
    PageSize: paging.PageSize,
  };
  const listKey = orderListKey(service, desk ? 'desk' : 'mine');
  const list = useQuery({
    queryKey: [...listKey, state ?? '', payload],
    queryFn: () => product.orders.list(payload),
    placeholderData: keepPreviousData,
  });

  const go = (tab: string | undefined, values: Record<string, string | undefined>, to = service) =>
    navigate({ pathname: orderListLink(to, desk, tab), search: toSearchParams(values).toString() });
  const search = (v: TListFilterForm) => go(state, listFilterValues(v));

  const done = async (r: TReply<unknown>) => {
    if (r.isSucc) void message.success(r.message || t('orderUi.list.done'));
    await qc.invalidateQueries({ queryKey: listKey });
  };
  const cancel = (o: TOrderRow) =>
    modal.confirm({
      title: t(product.texts.cancelConfirm),
      onOk: async () => {
        // As on the detail page: OrderCancel fails silently; the refreshed list tells what happened.
        const r = await product.orders.cancel(o.UniqueID, { failTips: false });
        if (!r.isSucc) void message.warning(r.message || t('orderUi.detail.cancelFailed'));
        await done(r);
      },
    });
  const run = (o: TOrderRow, a: (typeof DESK_ACTIONS)[number]) => {
    const id = o.UniqueID;
    if (a === OrderAction.lock) return void product.orders.lock(id).then(done);
    if (a === OrderAction.unlock) return void product.orders.unlock(id).then(done);
    if (a === OrderAction.drawer)
      // A product that books with its supplier books first (trains: an order booked before answers "already booked",
      // which is no obstacle), then issues; the issue call says why when it cannot.
      return void modal.confirm({
        title: t(product.texts.issueConfirm, { no: id }),
        onOk: async () => {
          await product.orders.book?.run(id, { failTips: false });
          await done(await product.orders.issue(id));
        },
      });
    let reason = '';
    modal.confirm({
      title: t('orderUi.list.cannotTitle', { no: o.UniqueID }),
      content: (
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder={t('orderUi.list.cannotReason')}
          onChange={(e) => (reason = e.target.value)}
          data-testid="cannot-reason"
        />
      ),
      onOk: async () => done(await product.orders.cannot(id, reason)),
    });
  };

  // At 1366 px the number, amount, status, booker, booking time and actions always show, and the product's columns
  // as their priorities say (trains: the departure; the trip and the passengers fold into the row's details when the
  // card is narrower than all columns, kit/FitTable.tsx).
  const columns = useMemo<TListColumn<TOrderRow>[]>(
    () => [
      {
        key: 'UniqueID',
        title: t('orderUi.list.columns.UniqueID'),
        width: 150,
        fixed: 'left',
        render: (_, o) => (
          <Space size={4}>
            <Link to={detailLink(o.UniqueID)} data-testid={`order-${o.UniqueID}`}>
              {o.UniqueID}
            </Link>
            {o.LockHolderID && (
              <Tooltip title={o.LockedByMe ? t('orderUi.list.lockedByMe') : t('orderUi.list.lockedByOther')}>
                <LockOutlined style={{ color: o.LockedByMe ? '#1677ff' : '#faad14' }} />
              </Tooltip>
            )}
          </Space>
        ),
      },
      ...product.columns(t),
      {
        key: 'TotalPrice',
        title: t('orderUi.list.columns.TotalPrice'),
        align: 'right',
        width: 110,
        priority: 'essential',
        render: (_, o) => formatMoney(o.TotalPrice),
      },
      {
        key: 'OrderStatus',
        title: t('orderUi.list.columns.OrderStatus'),
        width: 130,
        priority: 'essential',
        render: (_, o) => (
          <Flex vertical gap={2}>
            <OrderStatusTag status={o.OrderStatus} refundState={o.RefundState} testId={`order-status-${o.UniqueID}`} />
            {o.StatusReason && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: o.StatusReason }}>
                {o.StatusReason}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      ...(desk
        ? [
            {
              key: 'Booker',
              title: t('orderUi.list.columns.Booker'),
              dataIndex: 'BookerName',
              width: 100,
              priority: 'essential',
              ellipsis: true,
            } as const,
          ]
        : []),
      {
        key: 'CreateTime',
        title: t('orderUi.list.columns.CreateTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        key: 'actions',
        title: t('orderUi.list.columns.actions'),
        fixed: 'right',
        width: desk ? 160 : 120,
        render: (_, o) => {
          const actions: TRowAction[] = desk
            ? DESK_ACTIONS.filter((a) => o.Actions.includes(a)).map((a) => ({
                key: a,
                label: t(`orderUi.list.actions.${a}`),
                danger: a === OrderAction.cannot,
                onClick: () => run(o, a),
                testId: `order-${a}-${o.UniqueID}`,
              }))
            : CLIENT_ACTIONS.filter((a) => o.Actions.includes(a)).map((a) => ({
                key: a,
                label: t(`order.actions.${a}`),
                danger: true,
                onClick: () => cancel(o),
                testId: `order-${a}-${o.UniqueID}`,
              }));
          return (
            <RowActions
              actions={[
                ...actions,
                { key: 'detail', label: t('orderUi.list.actions.detail'), to: detailLink(o.UniqueID) },
              ]}
            />
          );
        },
      },
    ],
    // run and done only read the current list key and dialogs, which stay the same for the page and product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, desk, product],
  );

  const initial = listFilterForm(filters);

  return (
    <Flex vertical gap={16} data-testid={desk ? `${service}-order-desk` : `${service}-order-list`}>
      <ServiceSwitch current={service} onChange={(to) => go(state, filters, to)} />
      <Card>
        <Form form={form} layout="inline" initialValues={initial} onFinish={search} style={{ rowGap: 12 }}>
          <ListFilterFields
            testIdPrefix="order"
            labels={{
              dates: t('orderUi.list.search.dates'),
              traveller: t('orderUi.list.search.traveller'),
              uniqueIds: t('orderUi.list.search.uniqueIds'),
              uniqueIdsHint: t('orderUi.list.search.uniqueIdsHint'),
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
          { key: 'all', label: t('orderUi.list.allStates') },
          ...STATE_TABS.map((s) => ({ key: s, label: t(lookupTitleKey(STATUS, s)) })),
        ]}
      />
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('orderUi.list.listFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <ListCard<TOrderRow>
          title={t(desk ? product.texts.deskTitle : product.texts.listTitle)}
          intro={
            <Typography.Paragraph type="secondary">
              {t(desk ? product.texts.deskIntro : product.texts.listIntro)}
            </Typography.Paragraph>
          }
          query={list}
          rows={list.data?.Entities ?? []}
          total={list.data?.RecordCount ?? 0}
          rowKey="OrderID"
          columns={columns}
        />
      )}
    </Flex>
  );
};

/**
 * One screen for `/order/{service?}/list/{state?}` and `/manage/{service?}/order/list/{state?}`: the desk's under
 * `/manage/`; a service no product is registered under is not found.
 */
const OrderListPage = () => {
  const { service } = useParams();
  const desk = useLocation().pathname.toLowerCase().startsWith('/manage/');
  const product = listProductOf(service);
  // A new product starts a new list: its filters' form and its columns.
  return product ? <OrderList key={product.service} product={product} desk={desk} /> : <NotFoundPage />;
};

export default OrderListPage;
