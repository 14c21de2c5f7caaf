import { Card, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupOf, type TTrainOrderDetail, type TTrainOrderPassenger } from '@opentmc/contracts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { durationText } from '../../../kit/duration.ts';
import { fenOfYuan, yuanText } from '../../../kit/money.ts';
import { orderTestId, type TOrderSide } from '../../order/index.ts';
import { FareTag } from './FareTag.tsx';

// The train's cards on both detail pages of its orders, the booker's (/order/detail: the train's ClientCards) and the
// desk's (/manage/train/order/detail: its DeskCards), inside the order module's screens: the train, the passengers
// with their tickets, the amounts. The order module draws the rest (header, contact, log, history); `side` picks the
// test ids ("order-…" on the booker's page, "desk-…" on the desk's) and the few things only the desk shows.

type TCardProps = { order: TTrainOrderDetail; side: TOrderSide };

const SEAT = lookupOf('TrainSeatType');
const CARD = lookupOf('CardType');

/** The train: times, stations, number, duration, seat type, ticket price and the railway's booking number. */
export const TrainOrderTrainCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  const g = order.Goods;
  const bookingNo = g.BookingNo ? `${t('trainBooking.detail.bookingNo')}: ${g.BookingNo}` : '';
  return (
    <Card title={t('trainBooking.detail.train')} data-testid={orderTestId(side, 'train')}>
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
        data-testid={orderTestId(side, 'passengers')}
        columns={[
          { title: t('orderUi.detail.passengerName'), dataIndex: 'PassengerName' },
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
          { title: t('orderUi.detail.serviceFee'), align: 'right', render: (_, p) => yuanText(p.ServiceFee) },
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
      <Descriptions column={{ xs: 1, md: 3 }} size="small" data-testid={orderTestId(side, 'prices')}>
        <Descriptions.Item label={t('trainBooking.detail.tickets')}>{yuanText(ticketsTotal(order))}</Descriptions.Item>
        <Descriptions.Item label={t('orderUi.detail.serviceFee')}>{yuanText(order.ServiceFee)}</Descriptions.Item>
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
