import { Card, Descriptions, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupOf, type TTrainOrderDetail, type TTrainOrderPassenger } from '@opentmc/contracts';
import { formatMoney, lookupLabel } from '../../../../kit/resource/index.ts';

// The read-only part of the desk's order detail: the train, the passengers with their tickets, the amounts, the
// booker's data and the order's history, as the client detail shows them (texts shared with trainBooking.detail).

const STATUS = lookupOf('OrderStatus');
const AMEND_STATUS = lookupOf('AmendStatus');
/** History lines of refunds and changes carry AmendStatus codes (the 104xx block). */
const statusLookupOf = (code: number) => (Math.floor(code / 100) === 104 ? AMEND_STATUS : STATUS);
const SEAT = lookupOf('TrainSeatType');
const CARD = lookupOf('CardType');

export const useYuan = () => {
  const { t } = useTranslation();
  return (n: number) => t('trainBooking.price.yuan', { amount: formatMoney(n) });
};

export const DeskTrainCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const yuan = useYuan();
  const g = order.Goods;
  return (
    <Card title={t('trainBooking.detail.train')} data-testid="desk-train">
      <div className="otmc-booking-train">
        <div>
          <div className="otmc-booking-time">{g.DepartTime.slice(11, 16)}</div>
          <div>{g.FromStationName}</div>
        </div>
        <div className="otmc-booking-mid">
          <strong>{g.TrainNo}</strong>
          <div>{t('trainBooking.train.duration', { h: Math.floor(g.Duration / 60), m: g.Duration % 60 })}</div>
          <div>{g.TrainDate}</div>
        </div>
        <div>
          <div className="otmc-booking-time">{g.ArriveTime.slice(11, 16)}</div>
          <div>{g.ToStationName}</div>
        </div>
        <div className="otmc-booking-seat">
          <div>{lookupLabel(SEAT, g.SeatType, t)}</div>
          <strong>{yuan(g.Price)}</strong>
          <div data-testid="desk-booking-no">
            {g.BookingNo ? `${t('trainBooking.detail.bookingNo')}: ${g.BookingNo}` : t('trainDeskUi.train.notBooked')}
          </div>
        </div>
      </div>
    </Card>
  );
};

export const DeskPassengersCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const yuan = useYuan();
  return (
    <Card title={t('trainBooking.detail.passengers')}>
      <Table<TTrainOrderPassenger>
        rowKey="PassengerID"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={order.Passengers}
        data-testid="desk-passengers"
        columns={[
          { title: t('trainBooking.detail.passengerName'), dataIndex: 'PassengerName' },
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
          { title: t('trainBooking.detail.price'), align: 'right', render: (_, p) => yuan(p.Price) },
          { title: t('trainBooking.detail.serviceFee'), align: 'right', render: (_, p) => yuan(p.ServiceFee) },
        ]}
      />
    </Card>
  );
};

export const DeskPricesCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const yuan = useYuan();
  return (
    <Card title={t('trainBooking.detail.prices')}>
      <Descriptions column={{ xs: 1, md: 3 }} size="small" data-testid="desk-prices">
        <Descriptions.Item label={t('trainBooking.detail.tickets')}>
          {yuan(order.Passengers.reduce((s, p) => s + p.Price, 0))}
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.serviceFee')}>{yuan(order.ServiceFee)}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.total')}>
          <strong className="otmc-booking-total">{yuan(order.TotalPrice)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.paid')}>{yuan(order.PaidAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.refunded')}>{yuan(order.RefundedAmount)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

export const DeskBookerDataCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const dash = (s: string) => s || '—';
  return (
    <Card title={t('trainDeskUi.data.title')}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="desk-data">
        <Descriptions.Item label={t('trainBooking.detail.contact')}>
          {[order.Contact.Name, order.Contact.Mobile, order.Contact.Email].filter(Boolean).join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.invoice')}>
          {order.Invoice
            ? [
                order.Invoice.Title,
                order.Invoice.TaxNo,
                order.Invoice.Recipient,
                order.Invoice.Mobile,
                order.Invoice.Address,
              ]
                .filter(Boolean)
                .join(' · ')
            : t('trainBooking.detail.noInvoice')}
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.remark')}>{dash(order.Remark)}</Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.approvalNo')}>{dash(order.ApprovalNo)}</Descriptions.Item>
        <Descriptions.Item label={t('trainDeskUi.header.CostCenterID')}>{dash(order.CostCenterID)}</Descriptions.Item>
        <Descriptions.Item label={t('trainDeskUi.header.ProjectID')}>{dash(order.ProjectID)}</Descriptions.Item>
        <Descriptions.Item label={t('trainDeskUi.header.TravelPurposeID')}>
          {dash(order.TravelPurposeID)}
        </Descriptions.Item>
        <Descriptions.Item label={t('trainBooking.detail.policy')}>
          {order.Policy.OutOfPolicy ? (
            <Typography.Text type="warning">
              {[t('trainBooking.policy.out'), order.Policy.ViolationReason].filter(Boolean).join(' · ')}
            </Typography.Text>
          ) : (
            t('trainBooking.policy.within')
          )}
          {order.Policy.NeedsApproval && <Tag color="gold">{t('trainBooking.detail.needsApproval')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

export const DeskHistoryCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  if (order.History.length === 0) return null;
  return (
    <Card title={t('trainBooking.detail.history')}>
      <Timeline
        data-testid="desk-history"
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
              </div>
              {h.Reason && <div>{h.Reason}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
};
