import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderAction, type TReply } from '@opentmc/contracts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import NotFoundPage from '../../system/pages/NotFoundPage.tsx';
import { AmendView } from '../components/AmendView.tsx';
import { orderAmendsKey, orderDetailKey } from '../lib/keys.ts';
import { amendListLink, orderDetailLink } from '../lib/links.ts';
import { useOrderDetail } from '../lib/use-order.ts';
import type { TOrderProduct } from '../products.ts';

// `/manage/{service?}/amend/detail?UniqueID=…` (spec section 2; issue 6 sections 5 and 6): the refunds and changes of
// one order for TMC staff and suppliers, of the product the service names (else the order number's): the order's lock
// and each amend with what its product adds (DeskAmendCard: for trains the price check of a submitted change, the
// client's answer given for them, sending it back).

/**
 * The order's lock and its amends. `product` is the order's as soon as it is known: the only one that may hold the
 * order (then the order and its amends load side by side), else the one whose detail call found it.
 */
const AmendDesk = ({
  product,
  uniqueId,
  order,
}: {
  product: TOrderProduct | undefined;
  uniqueId: string;
  order: ReturnType<typeof useOrderDetail>['query'];
}) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const amends = useQuery({
    queryKey: [...orderAmendsKey(product?.service ?? '', uniqueId), i18n.language],
    queryFn: () => (product ? product.amends.details(uniqueId) : Promise.reject(new Error('no product'))),
    enabled: product !== undefined,
    retry: false,
  });
  const refresh = async () => {
    if (!product) return void (await order.refetch());
    await qc.invalidateQueries({ queryKey: orderDetailKey(product.service, uniqueId) });
    await qc.invalidateQueries({ queryKey: orderAmendsKey(product.service, uniqueId) });
  };
  const onReply = async (r: TReply<unknown>) => {
    if (r.isSucc) void message.success(r.message || t('orderUi.amendDesk.done'));
    await refresh();
  };
  const lock = async (unlock: boolean) => {
    if (!product) return;
    const r = await (unlock ? product.orders.unlock : product.orders.lock)(uniqueId);
    if (r.isSucc) void message.success(r.message || t('orderUi.amendDesk.done'));
    await refresh();
  };
  const failed = order.error ?? amends.error;
  if (failed)
    return (
      <LoadFailed
        title={t('orderUi.amends.failed')}
        error={failed}
        action={<Button onClick={() => void refresh()}>{t('actions.refresh')}</Button>}
      />
    );
  if (!order.data || !product || !amends.data) return <Card loading />;
  const o = order.data.order;
  const list = amends.data.Amends;
  const { DeskAmendCard } = product;
  return (
    <Card
      title={t('orderUi.amendDesk.title')}
      data-testid="order-amends"
      extra={
        <Space>
          {o.Actions.includes(OrderAction.lock) && (
            <Button type="primary" onClick={() => void lock(false)} data-testid="amend-order-lock">
              {t('orderUi.amendDesk.lock')}
            </Button>
          )}
          {o.Actions.includes(OrderAction.unlock) && (
            <Button onClick={() => void lock(true)} data-testid="amend-order-unlock">
              {t('orderUi.amendDesk.unlock')}
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap={24}>
        {o.LockHolderID && (
          <Alert
            type={o.LockedByMe ? 'success' : 'warning'}
            showIcon
            data-testid="amend-order-locked"
            message={t(o.LockedByMe ? 'orderUi.amendDesk.lockedByMe' : 'orderUi.amendDesk.lockedByOther')}
          />
        )}
        {list.length === 0 && <Empty description={t('orderUi.amendDetail.none')} data-testid="amends-empty" />}
        {list.map((a) => (
          <Flex vertical gap={12} key={a.AmendID}>
            <AmendView amend={a} />
            <DeskAmendCard amend={a} order={o} onReply={onReply} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};

/**
 * `/manage/{service?}/amend/detail?UniqueID=…` (spec section 2): the refunds and changes of one order for TMC staff
 * and suppliers, with the order's lock, each amend (with its product's part) and links to the order and the desk.
 */
const AmendDetailPage = () => {
  const { t } = useTranslation();
  const { service } = useParams();
  const [params] = useSearchParams();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  const { products, query: order } = useOrderDetail(service, uniqueId);
  if (!products) return <NotFoundPage />;
  const known = order.data?.product ?? (products.length === 1 ? products[0] : undefined);
  const product = known ?? products[0];
  return (
    <Flex vertical gap={16} data-testid={`${product?.service ?? 'order'}-amend-detail`}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('orderUi.amendDetail.title')}
      </Typography.Title>
      {!uniqueId ? (
        <Result status="warning" title={t('orderUi.amendDetail.missing')} />
      ) : (
        <>
          <Space>
            <Typography.Text strong>{t('orderUi.amendDetail.order', { no: uniqueId })}</Typography.Text>
            {product && (
              <>
                <Link to={orderDetailLink(product.service, uniqueId)}>{t('orderUi.amendDetail.toOrder')}</Link>
                <Link to={amendListLink(product.service)}>{t('orderUi.amendDetail.toDesk')}</Link>
              </>
            )}
          </Space>
          <AmendDesk product={known} uniqueId={uniqueId} order={order} />
        </>
      )}
    </Flex>
  );
};

export default AmendDetailPage;
