import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmendStatus,
  PaymentMode,
  TradeStatus,
  TrainAmendDetails,
  TrainConfirmClientAmendPrice,
  TrainCreateAmendTradeDeal,
  TrainOrderRefundCancel,
  lookupOf,
  type TReply,
  type TTrainAmend,
  type TTrainChange,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { trainOrderDetailLink } from '../lib/booking.ts';
import { trainAmendsKey, trainOrderKey } from '../lib/booking-keys.ts';
import { changeMoney, changeOpen } from '../lib/change-money.ts';

const AMEND_STATUS = lookupOf('AmendStatus');
const ACCOUNT = lookupOf('AccountType');
const SEAT = lookupOf('TrainSeatType');

const AMEND_COLOR: Record<number, string> = {
  [AmendStatus.WaitSubmit]: 'blue',
  [AmendStatus.WaitDispose]: 'processing',
  [AmendStatus.WaitConfirm]: 'gold',
  [AmendStatus.WaitRefund]: 'orange',
  [AmendStatus.Finished]: 'green',
  [AmendStatus.Cannot]: 'red',
  [AmendStatus.Rejected]: 'red',
  [AmendStatus.Canceled]: 'default',
};

/** Refunds not yet priced or confirmed, which their booker may still withdraw (OrderRefundCancel). */
const WITHDRAWABLE: readonly number[] = [AmendStatus.WaitSubmit, AmendStatus.WaitDispose, AmendStatus.WaitConfirm];
export const refundWithdrawable = (a: TTrainAmend) => a.Kind === 'refund' && WITHDRAWABLE.includes(a.AmendStatus);

/** An amend's status in the reader's language, coloured by how far it got. */
export const AmendStatusTag = ({ status, testId }: { status: number; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Tag color={AMEND_COLOR[status]} data-testid={testId}>
      {lookupLabel(AMEND_STATUS, status, t)}
    </Tag>
  );
};

/** One refund or change: kind, status, money and the passengers it covers. */
export const TrainAmendView = ({ amend }: { amend: TTrainAmend }) => {
  const { t } = useTranslation();
  const yuan = (n: number) => t('trainBooking.price.yuan', { amount: formatMoney(n) });
  return (
    <Flex vertical gap={8} data-testid={`amend-${amend.AmendID}`} data-status={amend.AmendStatus}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{amend.AmendID}</Typography.Text>
        <Tag>{t(`order.amendKinds.${amend.Kind}`)}</Tag>
        <AmendStatusTag status={amend.AmendStatus} testId={`amend-status-${amend.AmendID}`} />
      </Flex>
      <Descriptions column={{ xs: 1, md: 4 }} size="small">
        {/* An open change's money has its own block (ChangeMoneyView). */}
        {!changeOpen(amend) && (
          <>
            <Descriptions.Item label={t('trainRefundUi.amends.price')}>{yuan(amend.Price)}</Descriptions.Item>
            <Descriptions.Item label={t('trainRefundUi.amends.fee')}>
              <span data-testid={`amend-fee-${amend.AmendID}`}>{yuan(amend.Fee)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('trainRefundUi.amends.refundAmount')}>
              <strong data-testid={`amend-amount-${amend.AmendID}`}>{yuan(amend.RefundAmount)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('trainRefundUi.amends.serviceFee')}>{yuan(amend.ServiceFee)}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('trainRefundUi.amends.reason')}>{amend.Reason}</Descriptions.Item>
        {amend.StatusReason && (
          <Descriptions.Item label={t('trainRefundUi.amends.statusReason')}>{amend.StatusReason}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('trainRefundUi.amends.createTime')}>{amend.CreateTime}</Descriptions.Item>
        <Descriptions.Item label={t('trainRefundUi.amends.updateTime')}>{amend.UpdateTime}</Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="PassengerID"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={amend.Passengers}
        columns={[
          { title: t('trainRefundUi.refund.columns.passenger'), dataIndex: 'PassengerName' },
          { title: t('trainRefundUi.refund.columns.ticketNo'), dataIndex: 'TicketNo' },
          { title: t('trainRefundUi.refund.columns.price'), render: (_, p) => yuan(p.Price) },
          { title: t('trainRefundUi.refund.columns.fee'), render: (_, p) => yuan(p.Fee) },
        ]}
      />
    </Flex>
  );
};

/**
 * The money of a change not yet made (or of a change call's reply): old and new tickets, the difference, the fees and
 * what the client pays or gets back.
 */
export const ChangeMoneyView = ({ amend, change }: { amend: TTrainAmend; change?: TTrainChange }) => {
  const { t } = useTranslation();
  const yuan = (n: number) => t('trainBooking.price.yuan', { amount: formatMoney(n) });
  const m = changeMoney(amend, change);
  const id = amend.AmendID;
  return (
    <Descriptions
      title={t('trainAmendUi.money.title')}
      column={{ xs: 1, md: 4 }}
      size="small"
      bordered
      data-testid={`change-money-${id}`}
    >
      {change && (
        <Descriptions.Item label={t('trainAmendUi.money.newTrain')} span={4}>
          {`${change.Train.TrainNo} ${change.Train.DepartTime.slice(0, 16)} ${change.Train.FromStationName} → ${change.Train.ToStationName} ${lookupLabel(SEAT, change.Train.SeatType, t)}`}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('trainAmendUi.money.old')}>{yuan(m.old)}</Descriptions.Item>
      <Descriptions.Item label={t('trainAmendUi.money.new')}>
        <span data-testid={`change-new-${id}`}>{yuan(m.new)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('trainAmendUi.money.difference')}>{yuan(m.difference)}</Descriptions.Item>
      <Descriptions.Item label={t('trainAmendUi.money.fees')}>
        <span data-testid={`change-fees-${id}`}>{yuan(m.fees)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('trainAmendUi.money.serviceFee')}>{yuan(m.serviceFee)}</Descriptions.Item>
      {m.pay > 0 && (
        <Descriptions.Item label={t('trainAmendUi.money.pay')}>
          <Typography.Text strong type="danger" data-testid={`change-pay-${id}`}>
            {yuan(m.pay)}
          </Typography.Text>
        </Descriptions.Item>
      )}
      {m.refund > 0 && (
        <Descriptions.Item label={t('trainAmendUi.money.refund')}>
          <Typography.Text strong type="success" data-testid={`change-refund-${id}`}>
            {yuan(m.refund)}
          </Typography.Text>
        </Descriptions.Item>
      )}
      {m.pay <= 0 && m.refund <= 0 && (
        <Descriptions.Item label={t('trainAmendUi.money.pay')}>{t('trainAmendUi.money.none')}</Descriptions.Item>
      )}
    </Descriptions>
  );
};

/**
 * The booker's confirmation of a priced change (WaitConfirm; ConfirmClientAmendPrice): a dearer change is paid from
 * the order's company account, or — for an order paid online — at the cashier first (CreateAmendTradeDeal), then
 * confirmed on the way back; a cheaper one is paid back.
 */
const ChangeConfirm = ({ amend, order }: { amend: TTrainAmend; order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const m = changeMoney(amend);
  const online = order.PaymentMode === PaymentMode.Online && m.pay > 0;
  const amount = formatMoney(m.pay > 0 ? m.pay : m.refund);
  let content: string;
  if (online) content = t('trainAmendUi.client.payOnline', { amount });
  else if (m.pay > 0)
    content = t('trainAmendUi.client.payAccount', { amount, account: lookupLabel(ACCOUNT, order.AccountType, t) });
  else if (m.refund > 0) content = t('trainAmendUi.client.refund', { amount });
  else content = t('trainAmendUi.client.even');
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: trainAmendsKey(order.UniqueID) });
    await qc.invalidateQueries({ queryKey: trainOrderKey(order.UniqueID) });
  };
  const confirm = () =>
    modal.confirm({
      title: t('trainAmendUi.client.confirmTitle'),
      content: <span data-testid="change-confirm-text">{content}</span>,
      okText: t('trainAmendUi.client.ok'),
      cancelText: t('trainAmendUi.client.cancel'),
      onOk: async () => {
        if (online) {
          // One deal however often it is asked for; once paid at the cashier, the confirmation goes through.
          const deal = await call(TrainCreateAmendTradeDeal, { UniqueID: amend.AmendID });
          if (!deal.isSucc || !deal.result) return;
          if (deal.result.TradeStatus !== TradeStatus.Finished) {
            const back = trainOrderDetailLink(order.UniqueID);
            void navigate(
              `/trade/cashier?${new URLSearchParams({ TradeID: deal.result.DealID, ReturnUrl: back }).toString()}`,
            );
            return;
          }
        }
        const r = await call(TrainConfirmClientAmendPrice, { UniqueID: amend.AmendID });
        if (r.isSucc) void message.success(r.message || t('trainAmendUi.client.done'));
        await refresh();
      },
    });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`change-confirm-${amend.AmendID}`}
      message={t('trainAmendUi.client.waiting')}
      action={
        <Button type="primary" onClick={confirm} data-testid={`change-confirm-button-${amend.AmendID}`}>
          {t('trainAmendUi.client.confirm')}
        </Button>
      }
    />
  );
};

/**
 * An order's refunds and changes (AmendDetails), newest first. With `withdraw`, the booker's button to withdraw a
 * refund still open (OrderRefundCancel); online refunds finish at once, so it shows only for requests in progress.
 * With `order`, a change the TMC priced waits for the booker's confirmation here.
 */
export const TrainAmendsCard = ({
  uniqueId,
  withdraw,
  order,
}: {
  uniqueId: string;
  withdraw?: boolean;
  /** The booker's order: its changes awaiting the client's confirmation show their amounts and the button. */
  order?: TTrainOrderDetail;
}) => {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const amends = useQuery({
    queryKey: [...trainAmendsKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainAmendDetails, { UniqueID: uniqueId }, { failTips: false }),
    retry: false,
  });
  if (amends.isError)
    return (
      <LoadFailed
        title={t('trainRefundUi.amends.failed')}
        error={amends.error}
        action={<Button onClick={() => void amends.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  const list = amends.data?.Amends ?? [];
  if (!withdraw && amends.data && list.length === 0)
    return <Empty description={t('trainRefundUi.detail.none')} data-testid="amends-empty" />;
  if (list.length === 0) return null;
  const open = list.some(refundWithdrawable);
  const cancel = () =>
    modal.confirm({
      title: t('trainRefundUi.amends.cancelConfirm'),
      onOk: async () => {
        const r: TReply = await call(TrainOrderRefundCancel, { UniqueID: uniqueId });
        if (r.isSucc) void message.success(r.message || t('trainOrderUi.done'));
        await qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
        await qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
      },
    });
  return (
    <Card
      title={t('trainRefundUi.amends.title')}
      data-testid="order-amends"
      extra={
        withdraw && open ? (
          <Button danger onClick={cancel} data-testid="amend-refund-cancel">
            {t('trainRefundUi.amends.cancel')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={24}>
        {list.map((a) => (
          <Flex vertical gap={12} key={a.AmendID}>
            <TrainAmendView amend={a} />
            {changeOpen(a) && <ChangeMoneyView amend={a} />}
            {order && a.Kind === 'change' && a.AmendStatus === AmendStatus.WaitConfirm && (
              <ChangeConfirm amend={a} order={order} />
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};
