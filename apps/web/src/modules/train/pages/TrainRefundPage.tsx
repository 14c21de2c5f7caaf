import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Radio,
  Result,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TRAIN_REFUND_SELECT_MESSAGE,
  amendReasonChoices,
  amendReasonKey,
  TrainOrderRefund,
  TrainRefundTickets,
  type TReply,
  type TTrainOrderRefundResult,
  type TTrainRefundJudge,
  type TTrainRefundTicket,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { formatMoney } from '../../../kit/resource/index.ts';
import { yuanText } from '../../../kit/money.ts';
import { trainOrderDetailLink } from '../lib/order-links.ts';
import { trainAmendsKey, trainOrderKey, trainRefundKey } from '../lib/booking-keys.ts';
import '../train-booking.css';

// `/train/refundTicket?UniqueID=…` (spec section 2, issue 6 section 5): the booker chooses the passengers whose issued
// tickets go back and a reason; each ticket shows the railway's refund fee now and the amount back
// (TrainFixInAdvance/RefundTickets); confirming refunds them online (OrderRefund) and shows what went back. Closed
// 35 minutes before departure, with the server's message.

const REASONS = amendReasonChoices('refund');
type TReason = (typeof REASONS)[number];

/** Sums yuan amounts in fen, so 0.1 + 0.2 stays 0.30. */
const sumYuan = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

const RefundForm = ({ judge, onDone }: { judge: TTrainRefundJudge; onDone: (r: TTrainOrderRefundResult) => void }) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState<TReason | undefined>();
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const yuan = (n: number) => yuanText(n);
  const picked = judge.Tickets.filter((x) => chosen.includes(x.PassengerID));
  const fee = sumYuan(picked.map((x) => x.Fee));
  const amount = sumYuan(picked.map((x) => x.RefundAmount));
  // A listed reason goes as its code (the server keeps it so, and each reader reads it in their language).
  const reasonGiven = reason !== undefined && (reason !== 'other' || other.trim() !== '');
  const missing = picked.length === 0 || !reasonGiven;

  const submit = () => {
    // The spec's message (section 8): a passenger, the voyage and a reason first.
    setTried(true);
    if (missing) return;
    const sums = { count: picked.length, fee: formatMoney(fee), amount: formatMoney(amount) };
    modal.confirm({
      title: t('trainRefundUi.refund.confirmTitle', sums),
      content: t('trainRefundUi.refund.confirmBody', sums),
      okButtonProps: { 'data-testid': 'refund-confirm-ok' } as Record<`data-${string}`, string>,
      onOk: async () => {
        const r: TReply<TTrainOrderRefundResult> = await call(TrainOrderRefund, {
          UniqueID: judge.UniqueID,
          PassengerIDs: picked.map((x) => x.PassengerID),
          ReasonCode: reason,
          Reason: reason === 'other' ? other.trim() : '',
        });
        if (r.isSucc && r.result) onDone(r.result);
      },
    });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('trainRefundUi.refund.passengers')}>
        <Table<TTrainRefundTicket>
          rowKey="PassengerID"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={judge.Tickets}
          data-testid="refund-tickets"
          rowSelection={{
            selectedRowKeys: chosen,
            onChange: (keys) => setChosen(keys.map(String)),
            getCheckboxProps: (x) =>
              ({ disabled: !x.CanRefund, 'data-testid': `refund-pick-${x.PassengerName}` }) as object,
          }}
          columns={[
            { title: t('orderUi.amends.columns.passenger'), dataIndex: 'PassengerName' },
            { title: t('orderUi.amends.columns.ticketNo'), dataIndex: 'TicketNo' },
            {
              title: t('trainRefundUi.refund.columns.coachSeat'),
              render: (_, x) =>
                x.CoachNo ? t('trainRefundUi.refund.columns.coachSeatValue', { coach: x.CoachNo, seat: x.SeatNo }) : '',
            },
            { title: t('orderUi.amends.columns.price'), align: 'right', render: (_, x) => yuan(x.Price) },
            {
              title: t('trainRefundUi.refund.columns.rate'),
              align: 'right',
              render: (_, x) => t('trainRefundUi.refund.rate', { rate: Math.round(x.Rate * 100) }),
            },
            {
              title: t('orderUi.amends.columns.fee'),
              align: 'right',
              render: (_, x) => <span data-testid={`refund-fee-${x.PassengerID}`}>{yuan(x.Fee)}</span>,
            },
            {
              title: t('trainRefundUi.refund.columns.refundAmount'),
              align: 'right',
              render: (_, x) => <strong data-testid={`refund-amount-${x.PassengerID}`}>{yuan(x.RefundAmount)}</strong>,
            },
            {
              title: t('trainRefundUi.refund.columns.serviceFee'),
              align: 'right',
              render: (_, x) => yuan(x.ServiceFee),
            },
          ]}
        />
      </Card>
      <Card title={t('trainRefundUi.refund.reason')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group
            value={reason}
            onChange={(e) => setReason(e.target.value as TReason)}
            data-testid="refund-reasons"
          >
            {REASONS.map((r) => (
              <Radio key={r} value={r} data-testid={`refund-reason-${r}`}>
                {t(amendReasonKey('refund', r))}
              </Radio>
            ))}
          </Radio.Group>
          {reason === 'other' && (
            <Input.TextArea
              rows={2}
              maxLength={200}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder={t('trainRefundUi.refund.otherReason')}
              data-testid="refund-reason-text"
            />
          )}
        </Space>
      </Card>
      {tried && missing && (
        <Alert type="error" showIcon message={t(TRAIN_REFUND_SELECT_MESSAGE)} data-testid="refund-issue" />
      )}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text data-testid="refund-summary">
            {t('trainRefundUi.refund.summary', {
              count: picked.length,
              fee: formatMoney(fee),
              amount: formatMoney(amount),
            })}
          </Typography.Text>
          <Button type="primary" danger onClick={submit} data-testid="refund-submit">
            {t('trainRefundUi.refund.submit')}
          </Button>
        </Flex>
      </Card>
    </Space>
  );
};

const RefundDone = ({ result }: { result: TTrainOrderRefundResult }) => {
  const { t } = useTranslation();
  const yuan = (n: number) => yuanText(n);
  return (
    <Result
      status="success"
      title={t('trainRefundUi.refund.doneTitle')}
      data-testid="refund-done"
      subTitle={
        <Descriptions column={1} size="small" style={{ maxWidth: 360, margin: '0 auto' }}>
          <Descriptions.Item label={t('trainRefundUi.refund.donePrice')}>{yuan(result.Price)}</Descriptions.Item>
          <Descriptions.Item label={t('trainRefundUi.refund.doneFee')}>
            <span data-testid="refund-done-fee">{yuan(result.Fee)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('trainRefundUi.refund.doneAmount')}>
            <strong data-testid="refund-done-amount">{yuan(result.RefundAmount)}</strong>
          </Descriptions.Item>
        </Descriptions>
      }
      extra={[
        <Link key="order" to={trainOrderDetailLink(result.Order.UniqueID)} data-testid="refund-to-order">
          <Button type="primary">{t('trainRefundUi.refund.toOrder')}</Button>
        </Link>,
        <Link key="list" to="/order/train/list">
          <Button>{t('trainRefundUi.refund.toList')}</Button>
        </Link>,
      ]}
    />
  );
};

const TrainRefundPage = () => {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  const [done, setDone] = useState<TTrainOrderRefundResult | null>(null);
  const judge = useQuery({
    queryKey: [...trainRefundKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainRefundTickets, { id: uniqueId }, { params: { id: uniqueId }, failTips: false }),
    enabled: uniqueId !== '' && !done,
    retry: false,
  });
  const finish = (r: TTrainOrderRefundResult) => {
    setDone(r);
    void qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
    void qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
    void qc.invalidateQueries({ queryKey: trainRefundKey(uniqueId) });
  };

  let body;
  if (!uniqueId) body = <Result status="warning" title={t('trainRefundUi.refund.missing')} />;
  else if (done) body = <RefundDone result={done} />;
  else if (judge.isError)
    body = (
      <Result
        status="warning"
        title={t('trainRefundUi.refund.loadFailed')}
        subTitle={(judge.error as unknown as TReply).message}
      />
    );
  else if (!judge.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else {
    const j = judge.data;
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap>
            <Link to={trainOrderDetailLink(j.UniqueID)}>{j.UniqueID}</Link>
            <Typography.Text data-testid="refund-train">
              {t('trainRefundUi.refund.train', { train: j.TrainNo, time: j.DepartTime.slice(0, 16) })}
            </Typography.Text>
          </Space>
        </Card>
        {!j.Open ? (
          <Result
            status="info"
            title={t('trainRefundUi.refund.closedTitle')}
            subTitle={<span data-testid="refund-closed">{j.Message}</span>}
            extra={
              <Link to={trainOrderDetailLink(j.UniqueID)}>
                <Button>{t('trainRefundUi.refund.toOrder')}</Button>
              </Link>
            }
          />
        ) : j.Tickets.length === 0 ? (
          <Result status="info" title={t('trainRefundUi.refund.noTickets')} />
        ) : (
          <RefundForm judge={j} onDone={finish} />
        )}
      </Space>
    );
  }
  return (
    <div className="otmc-booking-page" data-testid="train-refund">
      <Typography.Title level={3}>{t('trainRefundUi.refund.title')}</Typography.Title>
      {uniqueId && !done && (
        <Typography.Paragraph type="secondary">{t('trainRefundUi.refund.intro')}</Typography.Paragraph>
      )}
      {body}
    </div>
  );
};

export default TrainRefundPage;
