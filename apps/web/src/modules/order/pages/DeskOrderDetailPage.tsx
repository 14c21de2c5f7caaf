import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PaymentMode, lookupOf, type TReply } from '@opentmc/contracts';
import { useTicket } from '../../../app/session.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import NotFoundPage from '../../system/pages/NotFoundPage.tsx';
import { OrderStatusTag } from '../components/OrderStatusTag.tsx';
import { OrderHistoryCard } from '../components/OrderCards.tsx';
import { DeskBookerDataCard } from '../components/desk/DeskBookerDataCard.tsx';
import {
  DeskCannotDialog,
  DeskGoodsDialog,
  DeskHeaderDialog,
  DeskPriceDialog,
  DeskStatusDialog,
} from '../components/desk/DeskCorrectionDialogs.tsx';
import { DeskExtrasCard } from '../components/desk/DeskExtrasCard.tsx';
import { DeskLogCard } from '../components/desk/DeskLogCard.tsx';
import { deskTools, isTmcStaff, type TDeskTool } from '../components/desk/desk-rules.ts';
import { orderDetailKey, orderListKey } from '../lib/keys.ts';
import { orderListLink } from '../lib/links.ts';
import { useOrderDetail } from '../lib/use-order.ts';
import type { TOrderProduct } from '../products.ts';
import type { TOrderDetail } from '../types.ts';
import '../order.css';

// `/manage/{service?}/order/detail?UniqueID=…` (spec section 2 "Management"; issue 6 section 6): the desk's order,
// of the product the service names (else the order number's). TMC staff and suppliers see the order as the client
// does, and act on it: lock and unlock, book with the supplier (a product that books before issuing), issue, give up
// with a reason, write in the order log; TMC staff holding the lock also correct the booker's data, prices and
// header, add extra charges and move the status. Each button shows only when the server allows it (the order's
// Actions, its lock and status); after each action the order reloads. The product draws its goods (DeskCards).

const ACCOUNT = lookupOf('AccountType');
const PAY_MODE = lookupOf('PaymentMode');

type TDialog = 'cannot' | 'status' | 'goods' | 'price' | 'header' | null;

const DeskOrderView = ({ product, order, tmc }: { product: TOrderProduct; order: TOrderDetail; tmc: boolean }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [busy, setBusy] = useState<TDeskTool | null>(null);
  const book = product.orders.book;
  const tools = deskTools(order, tmc, book?.booked(order));

  const onDone = async (r: TReply<unknown>) => {
    if (r.isSucc) void message.success(r.message || t('orderUi.desk.done'));
    await Promise.all([
      qc.invalidateQueries({ queryKey: orderDetailKey(product.service, order.UniqueID) }),
      qc.invalidateQueries({ queryKey: orderListKey(product.service, 'desk') }),
    ]);
  };
  const run = async (tool: TDeskTool, fn: () => Promise<TReply<unknown>>) => {
    setBusy(tool);
    try {
      await onDone(await fn());
    } finally {
      setBusy(null);
    }
  };
  const id = order.UniqueID;
  const unbooked = book !== undefined && !book.booked(order);
  const issue = () =>
    modal.confirm({
      title: t(product.texts.detailIssueConfirm, { no: id }),
      content: unbooked ? t(book.issueBooksFirst) : null,
      onOk: () =>
        run('drawer', async () => {
          // Not booked yet: book with the supplier first, as the list's issue button does.
          if (unbooked) {
            const b = await book.run(id);
            if (!b.isSucc) return b;
          }
          return product.orders.issue(id);
        }),
    });
  const handlers: Record<TDeskTool, () => unknown> = {
    lock: () => void run('lock', () => product.orders.lock(id)),
    unlock: () => void run('unlock', () => product.orders.unlock(id)),
    book: () => void (book && run('book', () => book.run(id))),
    drawer: issue,
    cannot: () => setDialog('cannot'),
    status: () => setDialog('status'),
    goods: () => setDialog('goods'),
    price: () => setDialog('price'),
    header: () => setDialog('header'),
    extras: () => undefined,
  };
  const buttons = tools.filter((x) => x !== 'extras');
  const primary: readonly TDeskTool[] = ['lock', 'book', 'drawer'];
  const lockState = !order.LockHolderID ? 'free' : order.LockedByMe ? 'mine' : 'other';
  const dialogProps = (d: TDialog) => ({ product, order, open: dialog === d, onClose: () => setDialog(null), onDone });
  const { DeskCards } = product;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {order.Archived && <Alert type="info" showIcon message={t('orderUi.detail.archived')} />}
      {lockState === 'other' && (
        <Alert type="warning" showIcon message={t('orderUi.desk.lock.otherHint')} data-testid="desk-lock-other" />
      )}
      {lockState === 'free' && tools.includes('lock') && (
        <Alert type="info" showIcon message={t('orderUi.desk.lock.freeHint')} />
      )}
      <Card
        title={
          <Space wrap>
            <span>{t('orderUi.detail.uniqueId')}</span>
            <Typography.Text copyable data-testid="desk-unique-id">
              {order.UniqueID}
            </Typography.Text>
            <OrderStatusTag status={order.OrderStatus} refundState={order.RefundState} testId="desk-status" />
          </Space>
        }
      >
        {buttons.length > 0 && (
          <Space wrap size={8} style={{ marginBottom: 16 }} data-testid="desk-actions">
            {buttons.map((a) => (
              <Button
                key={a}
                type={primary.includes(a) ? 'primary' : 'default'}
                danger={a === 'cannot'}
                loading={busy === a}
                icon={a === 'lock' ? <LockOutlined /> : a === 'unlock' ? <UnlockOutlined /> : undefined}
                onClick={handlers[a]}
                data-testid={`desk-action-${a}`}
              >
                {a === 'book' && book ? t(book.label) : t(`orderUi.desk.actions.${a}`)}
              </Button>
            ))}
          </Space>
        )}
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('orderUi.detail.createTime')}>{order.CreateTime}</Descriptions.Item>
          <Descriptions.Item label={t('orderUi.detail.booker')}>{order.BookerName}</Descriptions.Item>
          <Descriptions.Item label={t('orderUi.detail.paymentMode')}>
            {order.PaymentMode === PaymentMode.Offline
              ? lookupLabel(ACCOUNT, order.AccountType, t)
              : lookupLabel(PAY_MODE, order.PaymentMode, t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderUi.desk.lock.label')}>
            <span data-testid="desk-lock">{t(`orderUi.desk.lock.${lockState}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orderUi.desk.updateTime')}>{order.UpdateTime}</Descriptions.Item>
          {order.PayDeadline && (
            <Descriptions.Item label={t('orderUi.desk.payDeadline')}>{order.PayDeadline}</Descriptions.Item>
          )}
          {order.StatusReason && (
            <Descriptions.Item label={t('orderUi.detail.statusReason')}>{order.StatusReason}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <DeskCards order={order} />
      <DeskExtrasCard product={product} order={order} canAdd={tools.includes('extras')} onDone={onDone} />
      <DeskBookerDataCard order={order} />
      <DeskLogCard product={product} order={order} onDone={onDone} />
      <OrderHistoryCard order={order} side="desk" />

      <DeskCannotDialog {...dialogProps('cannot')} />
      <DeskStatusDialog {...dialogProps('status')} />
      <DeskGoodsDialog {...dialogProps('goods')} />
      <DeskPriceDialog {...dialogProps('price')} />
      <DeskHeaderDialog {...dialogProps('header')} />
    </Space>
  );
};

const DeskOrderDetailPage = () => {
  const { t } = useTranslation();
  const { service } = useParams();
  const [params] = useSearchParams();
  const ticket = useTicket();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  const { products, query: order } = useOrderDetail(service, uniqueId);
  if (!products) return <NotFoundPage />;
  const product = order.data?.product ?? products[0];
  let body;
  if (!uniqueId) body = <Result status="warning" title={t('orderUi.detail.missing')} />;
  else if (order.isError)
    body = (
      <Result
        status="warning"
        title={t('orderUi.detail.loadFailed')}
        subTitle={(order.error as unknown as TReply).message}
      />
    );
  else if (!order.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <DeskOrderView
        product={order.data.product}
        order={order.data.order}
        tmc={isTmcStaff(ticket.data?.FeatureCodes)}
      />
    );
  return (
    <div className="otmc-order-page" data-testid="desk-order-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{product && t(product.texts.deskDetailTitle)}</Typography.Title>
        {product && <Link to={orderListLink(product.service, true)}>{t('orderUi.desk.toList')}</Link>}
      </Flex>
      {body}
    </div>
  );
};

export default DeskOrderDetailPage;
