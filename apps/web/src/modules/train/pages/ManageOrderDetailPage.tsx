import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PaymentMode,
  TrainBooking,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainOrderUnLock,
  lookupOf,
  type TReply,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { trainOrderKey } from '../lib/booking-keys.ts';
import { OrderStatusTag } from '../components/OrderStatusTag.tsx';
import {
  TrainOrderHistoryCard,
  TrainOrderPassengersCard,
  TrainOrderPricesCard,
  TrainOrderTrainCard,
} from '../components/TrainOrderCards.tsx';
import { DeskBookerDataCard } from '../components/desk/DeskOrderCards.tsx';
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
import '../train-booking.css';

// `/manage/train/order/detail?UniqueID=…` and `/manage/order/detail?UniqueID=…` (spec section 2 "Management"; issue
// 6 section 6): the desk's train order. TMC staff and suppliers see the order as the client does, and act on it:
// lock and unlock, book with the railway, issue, give up with a reason, write in the order log; TMC staff holding the
// lock also correct the booker's data, prices and header, add extra charges and move the status. Each button shows
// only when the server allows it (the order's Actions, its lock and status); after each action the order reloads.

const ACCOUNT = lookupOf('AccountType');
const PAY_MODE = lookupOf('PaymentMode');
const DESK_LIST_KEY = ['train', 'orders', 'desk'] as const;

type TDialog = 'cannot' | 'status' | 'goods' | 'price' | 'header' | null;

const DeskOrderView = ({ order, tmc }: { order: TTrainOrderDetail; tmc: boolean }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [busy, setBusy] = useState<TDeskTool | null>(null);
  const tools = deskTools(order, tmc);

  const onDone = async (r: TReply<unknown>) => {
    if (r.isSucc) void message.success(r.message || t('trainDeskUi.done'));
    await Promise.all([
      qc.invalidateQueries({ queryKey: trainOrderKey(order.UniqueID) }),
      qc.invalidateQueries({ queryKey: DESK_LIST_KEY }),
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
  const ref = { UniqueID: order.UniqueID };
  const issue = () =>
    modal.confirm({
      title: t('trainDeskUi.actions.drawerConfirm', { no: order.UniqueID }),
      content: order.Goods.BookingNo ? null : t('trainDeskUi.actions.drawerBooksFirst'),
      onOk: () =>
        run('drawer', async () => {
          // Not booked yet: book with the railway first, as the list's issue button does.
          if (!order.Goods.BookingNo) {
            const b = await call(TrainBooking, { UniqueId: order.UniqueID });
            if (!b.isSucc) return b;
          }
          return call(TrainOrderDrawer, ref);
        }),
    });
  const handlers: Record<TDeskTool, () => unknown> = {
    lock: () => void run('lock', () => call(TrainOrderLock, ref)),
    unlock: () => void run('unlock', () => call(TrainOrderUnLock, ref)),
    book: () => void run('book', () => call(TrainBooking, { UniqueId: order.UniqueID })),
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
  const dialogProps = (d: TDialog) => ({ order, open: dialog === d, onClose: () => setDialog(null), onDone });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {order.Archived && <Alert type="info" showIcon message={t('trainBooking.detail.archived')} />}
      {lockState === 'other' && (
        <Alert type="warning" showIcon message={t('trainDeskUi.lock.otherHint')} data-testid="desk-lock-other" />
      )}
      {lockState === 'free' && tools.includes('lock') && (
        <Alert type="info" showIcon message={t('trainDeskUi.lock.freeHint')} />
      )}
      <Card
        title={
          <Space wrap>
            <span>{t('trainBooking.detail.uniqueId')}</span>
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
                {t(`trainDeskUi.actions.${a}`)}
              </Button>
            ))}
          </Space>
        )}
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('trainBooking.detail.createTime')}>{order.CreateTime}</Descriptions.Item>
          <Descriptions.Item label={t('trainBooking.detail.booker')}>{order.BookerName}</Descriptions.Item>
          <Descriptions.Item label={t('trainBooking.detail.paymentMode')}>
            {order.PaymentMode === PaymentMode.Offline
              ? lookupLabel(ACCOUNT, order.AccountType, t)
              : lookupLabel(PAY_MODE, order.PaymentMode, t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('trainDeskUi.lock.label')}>
            <span data-testid="desk-lock">{t(`trainDeskUi.lock.${lockState}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('trainDeskUi.updateTime')}>{order.UpdateTime}</Descriptions.Item>
          {order.PayDeadline && (
            <Descriptions.Item label={t('trainDeskUi.payDeadline')}>{order.PayDeadline}</Descriptions.Item>
          )}
          {order.StatusReason && (
            <Descriptions.Item label={t('trainBooking.detail.statusReason')}>{order.StatusReason}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <TrainOrderTrainCard order={order} side="desk" />
      <TrainOrderPassengersCard order={order} side="desk" />
      <TrainOrderPricesCard order={order} side="desk" />
      <DeskExtrasCard order={order} canAdd={tools.includes('extras')} onDone={onDone} />
      <DeskBookerDataCard order={order} />
      <DeskLogCard order={order} onDone={onDone} />
      <TrainOrderHistoryCard order={order} side="desk" />

      <DeskCannotDialog {...dialogProps('cannot')} />
      <DeskStatusDialog {...dialogProps('status')} />
      <DeskGoodsDialog {...dialogProps('goods')} />
      <DeskPriceDialog {...dialogProps('price')} />
      <DeskHeaderDialog {...dialogProps('header')} />
    </Space>
  );
};

const ManageOrderDetailPage = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const ticket = useTicket();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  const order = useQuery({
    queryKey: [...trainOrderKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainOrderDetails, { UniqueID: uniqueId }, { failTips: false }),
    enabled: uniqueId !== '',
    retry: false,
  });
  let body;
  if (!uniqueId) body = <Result status="warning" title={t('trainBooking.detail.missing')} />;
  else if (order.isError)
    body = (
      <Result
        status="warning"
        title={t('trainBooking.detail.loadFailed')}
        subTitle={(order.error as unknown as TReply).message}
      />
    );
  else if (!order.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else body = <DeskOrderView order={order.data} tmc={isTmcStaff(ticket.data?.FeatureCodes)} />;
  return (
    <div className="otmc-booking-page" data-testid="desk-order-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{t('trainDeskUi.title')}</Typography.Title>
        <Link to="/manage/train/order/list">{t('trainDeskUi.toList')}</Link>
      </Flex>
      {body}
    </div>
  );
};

export default ManageOrderDetailPage;
