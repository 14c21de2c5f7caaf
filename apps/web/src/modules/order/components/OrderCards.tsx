import type { ReactNode } from 'react';
import { Card, Descriptions, Timeline, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupOf } from '@opentmc/contracts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { yuanText } from '../../../kit/money.ts';
import type { TOrderDetail } from '../types.ts';

// The cards every order shows on both of its detail pages, the booker's (/order/detail, ClientOrderView) and the
// desk's (/manage/{service}/order/detail, DeskOrderDetailPage): the contact and invoice delivery, the history. `side` picks the test
// ids ("order-…" on the booker's page, "desk-…" on the desk's) and the few things only the desk shows; the products'
// own cards take the same `side`.

export type TOrderSide = 'client' | 'desk';
type TCardProps = { order: TOrderDetail; side: TOrderSide };

/** A test id of a detail card on its side: `order-…` (the booker's page) or `desk-…`. */
export const orderTestId = (side: TOrderSide, name: string) => `${side === 'desk' ? 'desk' : 'order'}-${name}`;

const STATUS = lookupOf('OrderStatus');
const AMEND_STATUS = lookupOf('AmendStatus');
/** History lines of refunds and changes carry AmendStatus codes (the 104xx block). */
const statusLookupOf = (code: number) => (Math.floor(code / 100) === 104 ? AMEND_STATUS : STATUS);

/**
 * The contact, the invoice delivery and the remark; the desk names the card and adds its own lines (`more`) and
 * shows an empty remark as a dash.
 */
export const OrderContactCard = ({
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
      label: t('orderUi.detail.contact'),
      children: [order.Contact.Name, order.Contact.Mobile, order.Contact.Email].filter(Boolean).join(' · '),
    },
    {
      key: 'invoice',
      label: t('orderUi.detail.invoice'),
      children: inv
        ? [inv.Title, inv.TaxNo, inv.Recipient, inv.Mobile, inv.Address].filter(Boolean).join(' · ')
        : t('orderUi.detail.noInvoice'),
    },
    ...(order.Remark || side === 'desk'
      ? [{ key: 'remark', label: t('orderUi.detail.remark'), children: order.Remark || '—' }]
      : []),
    ...more,
  ];
  return (
    <Card title={title}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid={orderTestId(side, 'data')} items={items} />
    </Card>
  );
};

/**
 * The order's history: who did what when, the status it moved to, the money it moved and why. The server sends the
 * client side its client-facing entries only (locks and price checks stay on the TMC side).
 */
export const OrderHistoryCard = ({ order, side }: TCardProps) => {
  const { t } = useTranslation();
  if (order.History.length === 0) return null;
  return (
    <Card title={t('orderUi.detail.history')}>
      <Timeline
        data-testid={orderTestId(side, 'history')}
        items={order.History.map((h) => ({
          children: (
            <>
              <Typography.Text type="secondary">{h.Time}</Typography.Text>
              <div>
                {t('orderUi.detail.historyLine', {
                  actor: t(`order.actors.${h.Actor}`, { defaultValue: h.Actor }),
                  action:
                    h.Action === 'create'
                      ? t('orderUi.detail.created')
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
