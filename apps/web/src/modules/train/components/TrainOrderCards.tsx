import type { ReactNode } from 'react';
import { Card, Descriptions, Table, Timeline, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupOf, type TTrainOrderDetail, type TTrainOrderPassenger } from '@opentmc/contracts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { durationText } from '../../../kit/duration.ts';
import { fenOfYuan, yuanText } from '../../../kit/money.ts';
import { FareTag } from './FareTag.tsx';

// The cards a train order shows on both of its detail pages, the booker's (/order/detail, TrainOrderDetailPage) and
// the desk's (/manage/train/order/detail, ManageOrderDetailPage): the train, the passengers with their tickets, the
// amounts, the contact and invoice delivery, the history. Each page keeps its own header and actions; `side` picks the
// test ids ("order-…" on the booker's page, "desk-…" on the desk's) and the few things only the desk shows.

export type TOrderSide = 'client' | 'desk';
type TCardProps = { order: TTrainOrderDetail; side: TOrderSide };

const STATUS = lookupOf('OrderStatus');
const AMEND_STATUS = lookupOf('AmendStatus');
/** History lines of refunds and changes carry AmendStatus codes (the 104xx block). */
const statusLookupOf = (code: number) => (Math.floor(code / 100) === 104 ? AMEND_STATUS : STATUS);
const SEAT = lookupOf('TrainSeatType');
const CARD = lookupOf('CardType');

const testIdOf = (side: TOrderSide, name: string) => `${side === 'desk' ? 'desk' : 'order'}-${name}`;

/** The train: times, stations, number, duration, seat type, ticket price and the railway's booking number. */
export const TrainOrderTrainCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  const g = order.Goods;
  const bookingNo = g.BookingNo ? `${t('trainBooking.detail.bookingNo')}: ${g.BookingNo}` : '';
  return (
    <Card title={t('trainBooking.detail.train')} data-testid={testIdOf(side, 'train')}>
      <div className="otmc-booking-train">
        <div>
          <div className="otmc-booking-time">{g.DepartTime.slice(11, 16)}</div>
          <div>{g.FromStationName}</div>
        </div>
        <div className="otmc-booking-mid">
          <strong>{g.TrainNo}</strong>
          <div>{t('trainBooking.train.duration', { duration: durationText(t, g.Duration) })}</div>
          <div>{g.TrainDate}</div>
        </div>
        <div>
          <div className="otmc-booking-time">{g.ArriveTime.slice(11, 16)}</div>
          <div>{g.ToStationName}</div>
        </div>
        <div className="otmc-booking-seat">
          <div>{lookupLabel(SEAT, g.SeatType, t)}</div>
          <strong>{yuanText(g.Price)}</strong>
          {/* The desk also says when the order is not booked with the railway yet. */}
          {side === 'desk' ? (
            <div data-testid="desk-booking-no">{bookingNo || t('trainDeskUi.train.notBooked')}</div>
          ) : (
            bookingNo && <div data-testid="order-booking-no">{bookingNo}</div>
          )}
        </div>
      </div>
    </Card>
  );
};

/** The passengers: document, chosen seat, ticket status and number, gate, coach and seat, price and service fee. */
export const TrainOrderPassengersCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  return (
    <Card title={t('trainBooking.detail.passengers')}>
      <Table<TTrainOrderPassenger>
        rowKey="PassengerID"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={order.Passengers}
        data-testid={testIdOf(side, 'passengers')}
        columns={[
          { title: t('trainBooking.detail.passengerName'), dataIndex: 'PassengerName' },
          { title: t('trainBooking.detail.fareType'), render: (_, p) => <FareTag type={p.PassengerType} /> },
          { title: t('trainBooking.detail.card'), render: (_, p) => `${lookupLabel(CARD, p.CardType, t)} ${p.CardNo}` },
          { title: t('trainBooking.detail.chosenSeat'), dataIndex: 'Seat' },
          {
            title: t('trainBooking.detail.ticketStatus'),
            render: (_, p) => t(`trainBooking.detail.ticketStatuses.${p.Status}`),
          },
          { title: t('trainBooking.detail.ticketNo'), dataIndex: 'TicketNo' },
          { title: t('trainBooking.detail.gate'), dataIndex: 'Gate' },
          {
            title: t('trainBooking.detail.coachSeat'),
            render: (_, p) =>
              p.CoachNo ? t('trainBooking.detail.coachSeatValue', { coach: p.CoachNo, seat: p.SeatNo }) : '',
          },
          { title: t('trainBooking.detail.price'), align: 'right', render: (_, p) => yuanText(p.Price) },
          { title: t('trainBooking.detail.serviceFee'), align: 'right', render: (_, p) => yuanText(p.ServiceFee) },
        ]}
      />
    </Card>
  );
};

/** The tickets' sum in yuan, added in whole fen. */
export const ticketsTotal = (order: Pick<TTrainOrderDetail, 'Passengers'>): number =>
  order.Passengers.reduce((fen, p) => fen + fenOfYuan(p.Price), 0) / 100;

/** The amounts: tickets, service fee, total (extra charges included), paid and refunded. */
export const TrainOrderPricesCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  return (
    <Card title={t('trainBooking.detail.prices')}>
      <Descriptions column={{ xs: 1, md: 3 }} size="small" data-testid={testIdOf(side, 'prices')}>
        <Descriptions.Item label={t('trainBooking.detail.tickets')}>{yuanText(ticketsTotal(order))}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.serviceFee')}>{yuanText(order.ServiceFee)}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.total')}>
          <strong className="otmc-booking-total">{yuanText(order.TotalPrice)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.paid')}>{yuanText(order.PaidAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.refunded')}>
          {yuanText(order.RefundedAmount)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

/**
 * The contact, the invoice delivery and the remark; the desk names the card and adds its own lines (`more`) and
 * shows an empty remark as a dash.
 */
export const TrainOrderContactCard = ({
  order,
  side,
  title,
  more = [],
}: TCardProps & { title?: ReactNode; more?: DescriptionsProps['items'] }) => {
  const { t } = useTranslation();
  const inv = order.Invoice;
  const items: NonNullable<DescriptionsProps['items']> = [
    {
      key: 'contact',
      label: t('trainBooking.detail.contact'),
      children: [order.Contact.Name, order.Contact.Mobile, order.Contact.Email].filter(Boolean).join(' · '),
    },
    {
      key: 'invoice',
      label: t('trainBooking.detail.invoice'),
      children: inv
        ? [inv.Title, inv.TaxNo, inv.Recipient, inv.Mobile, inv.Address].filter(Boolean).join(' · ')
        : t('trainBooking.detail.noInvoice'),
    },
    ...(order.Remark || side === 'desk'
      ? [{ key: 'remark', label: t('trainBooking.detail.remark'), children: order.Remark || '—' }]
      : []),
    ...more,
  ];
  return (
    <Card title={title}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid={testIdOf(side, 'data')} items={items} />
    </Card>
  );
};

/**
 * The order's history: who did what when, the status it moved to, the money it moved and why. The server sends the
 * client side its client-facing entries only (locks and price checks stay on the TMC side).
 */
export const TrainOrderHistoryCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  if (order.History.length === 0) return null;
  return (
    <Card title={t('trainBooking.detail.history')}>
      <Timeline
        data-testid={testIdOf(side, 'history')}
        items={order.History.map((h) => ({
          children: (
            <>
              <Typography.Text type="secondary">{h.Time}</Typography.Text>
              <div>
                {t('trainBooking.detail.historyLine', {
                  actor: t(`order.actors.${h.Actor}`, { defaultValue: h.Actor }),
                  action:
                    h.Action === 'create'
                      ? t('trainBooking.detail.created')
                      : t(`order.actions.${h.Action}`, { defaultValue: h.Action }),
                })}
                {` → ${lookupLabel(statusLookupOf(h.ToStatus), h.ToStatus, t)}`}
                {h.Amount > 0 && ` · ${yuanText(h.Amount)}`}
              </div>
              {h.Reason && <div>{h.Reason}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
};
