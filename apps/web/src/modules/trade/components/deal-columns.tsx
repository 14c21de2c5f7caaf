import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import type { TTradeDeal } from '@opentmc/contracts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { accountTypeLabel, tradeModeLabel, tradeTypeLabel } from '../lib/labels.ts';
import { AmountText } from './AmountText.tsx';
import { DealStatusTag } from './DealStatusTag.tsx';

type TT = (key: string) => string;

type TOpts = {
  /** Show the company (lists across customers). */
  company?: boolean;
  /** Opens a deal's details. */
  onOpen: (deal: TTradeDeal) => void;
  /** A row's action links. */
  actions?: (deal: TTradeDeal) => ReactNode;
};

/**
 * The columns of a deal list (payments, receipts, a company's or an order's deals). At 1366 px the number, amount,
 * status, time and actions always show; the subject folds first.
 */
export const dealColumns = (t: TT, { company = false, onOpen, actions }: TOpts): TListColumn<TTradeDeal>[] => [
  {
    title: t('tradeUi.deal.TradeID'),
    dataIndex: 'TradeID',
    width: 170,
    priority: 'essential',
    render: (v: string, r) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r)} data-testid="deal-open">
        {v}
      </Button>
    ),
  },
  ...(company
    ? [
        {
          title: t('tradeUi.deal.CompanyName'),
          dataIndex: 'CompanyName',
          width: 180,
          ellipsis: true,
        },
      ]
    : []),
  {
    title: t('tradeUi.deal.TradeType'),
    key: 'type',
    width: 130,
    render: (_: unknown, r: TTradeDeal) => (
      <div>
        <div>{tradeTypeLabel(t, r.TradeType)}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[tradeModeLabel(t, r.TradeMode), accountTypeLabel(t, r.AccountType)].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
    ),
  },
  {
    title: t('tradeUi.deal.Amount'),
    dataIndex: 'Amount',
    width: 130,
    priority: 'essential',
    align: 'right' as const,
    render: (v: number, r: TTradeDeal) => (
      <div>
        <AmountText value={v} strong />
        {r.Refunded > 0 && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('tradeUi.deal.Refunded')} <AmountText value={r.Refunded} />
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
  {
    title: t('tradeUi.deal.TradeStatus'),
    dataIndex: 'TradeStatus',
    width: 110,
    priority: 'essential',
    render: (v: number) => <DealStatusTag status={v} />,
  },
  {
    title: t('tradeUi.deal.Subject'),
    key: 'subject',
    width: 200,
    priority: 'optional',
    ellipsis: true,
    render: (_: unknown, r: TTradeDeal) => r.Subject || r.BankAccountText || r.Remark,
  },
  {
    title: t('tradeUi.deal.CreateTime'),
    dataIndex: 'CreateTime',
    width: TIME_WIDTH,
    priority: 'essential',
    render: (v: string) => <TimeCell value={v} />,
  },
  ...(actions
    ? [
        {
          title: t('kit.resource.actions'),
          key: 'actions',
          fixed: 'right' as const,
          width: 140,
          render: (_: unknown, r: TTradeDeal) => actions(r),
        },
      ]
    : []),
];
