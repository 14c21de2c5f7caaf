import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmendStatus,
  TrainAmendDetails,
  TrainOrderRefundCancel,
  lookupOf,
  type TReply,
  type TTrainAmend,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { trainAmendsKey, trainOrderKey } from '../lib/booking-keys.ts';

const AMEND_STATUS = lookupOf('AmendStatus');

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
        <Descriptions.Item label={t('trainRefundUi.amends.price')}>{yuan(amend.Price)}</Descriptions.Item>
        <Descriptions.Item label={t('trainRefundUi.amends.fee')}>
          <span data-testid={`amend-fee-${amend.AmendID}`}>{yuan(amend.Fee)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainRefundUi.amends.refundAmount')}>
          <strong data-testid={`amend-amount-${amend.AmendID}`}>{yuan(amend.RefundAmount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainRefundUi.amends.serviceFee')}>{yuan(amend.ServiceFee)}</Descriptions.Item>
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
 * An order's refunds and changes (AmendDetails), newest first. With `withdraw`, the booker's button to withdraw a
 * refund still open (OrderRefundCancel); online refunds finish at once, so it shows only for requests in progress.
 */
export const TrainAmendsCard = ({ uniqueId, withdraw }: { uniqueId: string; withdraw?: boolean }) => {
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
          <TrainAmendView key={a.AmendID} amend={a} />
        ))}
      </Flex>
    </Card>
  );
};
