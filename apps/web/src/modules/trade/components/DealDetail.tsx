import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TradeDealDetails, type TTradeDeal, type TTradeDealDetails, type TTradeDetail } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { orderedActions, orderDealsUrl } from '../lib/deal-actions.ts';
import { INVOICE_COLOR, accountTypeLabel, invoiceStatusLabel, tradeModeLabel, tradeTypeLabel } from '../lib/labels.ts';
import { dealKey } from '../lib/query-keys.ts';
import { AmountText } from './AmountText.tsx';
import { DealActions } from './DealActions.tsx';
import { DealStatusTag } from './DealStatusTag.tsx';

type TProps = {
  tradeId: string;
  /** TMC staff: orders link to the deals of the order. */
  tmc: boolean;
};

const dash = (s: string | null | undefined) => (s ? s : '—');

/** Where a posting went: the company account's type, or the TMC-side account's name. */
export const postingAccount = (d: TTradeDetail, t: (k: string) => string): string =>
  d.AccountType !== null ? `${d.CompanyName} · ${accountTypeLabel(t, d.AccountType)}` : d.AccountText;

/** A deal's postings: which account, how much in or out, and the balance after. */
export const PostingsTable = ({ rows }: { rows: TTradeDetail[] }) => {
  const { t } = useTranslation();
  const postingColumns = useMemo<TableColumnsType<TTradeDetail>>(
    () => [
      { title: t('tradeUi.flow.CreateTime'), dataIndex: 'CreateTime', width: 170 },
      { title: t('tradeUi.flow.Account'), key: 'account', width: 220, render: (_, d) => postingAccount(d, t) },
      {
        title: t('tradeUi.flow.TradeType'),
        dataIndex: 'TradeType',
        width: 100,
        render: (v: number) => tradeTypeLabel(t, v),
      },
      {
        title: t('tradeUi.flow.Amount'),
        dataIndex: 'Amount',
        width: 140,
        align: 'right',
        render: (v: number) => <AmountText value={v} signed />,
      },
      {
        title: t('tradeUi.flow.BalanceAfter'),
        dataIndex: 'BalanceAfter',
        width: 140,
        align: 'right',
        render: (v: number | null) => <AmountText value={v} />,
      },
      { title: t('tradeUi.flow.Subject'), dataIndex: 'Subject', width: 200 },
    ],
    [t],
  );
  return (
    <Table<TTradeDetail>
      rowKey="DetailID"
      size="small"
      columns={postingColumns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 970 }}
      data-testid="deal-postings"
    />
  );
};

/** The postings of one deal, loaded when shown (a deal list's expanded row). */
export const DealPostings = ({ tradeId }: { tradeId: string }) => {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: dealKey(tradeId),
    queryFn: () => fetchResult(TradeDealDetails, { id: tradeId }, { params: { id: tradeId } }),
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (!q.data) return <Typography.Text type="secondary">{t('tradeUi.deal.loadFailed')}</Typography.Text>;
  if (q.data.Details.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tradeUi.deal.noPostings')} />;
  return <PostingsTable rows={q.data.Details} />;
};

type TItem = { key: string; label: string; children: ReactNode };

/** The header's rows: what every deal has, then only what this one carries. */
const headerItems = (d: TTradeDealDetails, t: (k: string) => string, tmc: boolean): TItem[] => {
  const row = (key: string, children: ReactNode, when = true): TItem[] =>
    when ? [{ key, label: t(`tradeUi.deal.${key}`), children }] : [];
  return [
    ...row('TradeID', d.TradeID),
    ...row('CompanyName', d.CompanyName),
    ...row('Amount', <AmountText value={d.Amount} strong />),
    ...row('TradeMode', dash(tradeModeLabel(t, d.TradeMode))),
    ...row('AccountType', dash(accountTypeLabel(t, d.AccountType))),
    ...row('Subject', dash(d.Subject)),
    ...row('Refunded', <AmountText value={d.Refunded} />, d.Refunded > 0),
    ...row('Frozen', <AmountText value={d.Frozen} />, d.Frozen > 0),
    ...row(
      'Order',
      d.Order && tmc ? (
        <Link to={orderDealsUrl(d.CompanyID, d.Order.UniqueID)}>{d.Order.UniqueID}</Link>
      ) : (
        d.Order?.UniqueID
      ),
      d.Order !== null,
    ),
    ...row('OriginalTradeID', d.OriginalTradeID, Boolean(d.OriginalTradeID)),
    ...row('BankAccountText', d.BankAccountText, Boolean(d.BankAccountText)),
    ...row('PayerText', d.PayerText, Boolean(d.PayerText)),
    ...row('Voucher', d.Voucher, Boolean(d.Voucher)),
    ...row(
      'InvoiceStatus',
      d.InvoiceStatus !== null ? (
        <Tag color={INVOICE_COLOR[d.InvoiceStatus] ?? 'default'}>{invoiceStatusLabel(t, d.InvoiceStatus)}</Tag>
      ) : null,
      d.InvoiceStatus !== null,
    ),
    ...row('Remark', d.Remark, Boolean(d.Remark)),
    ...row('Reason', <Typography.Text type="danger">{d.Reason}</Typography.Text>, Boolean(d.Reason)),
    ...row('CreatorName', `${dash(d.CreatorName)} · ${d.CreateTime}`),
    ...row('SubmitTime', d.SubmitTime, Boolean(d.SubmitTime)),
    ...row('FinishTime', `${d.ConfirmerName ? `${d.ConfirmerName} · ` : ''}${d.FinishTime}`, Boolean(d.FinishTime)),
  ];
};

/** One deal: its header, what the caller may do with it, its postings and its refunds (every details view). */
export const DealDetail = ({ tradeId, tmc }: TProps) => {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: dealKey(tradeId),
    queryFn: () => fetchResult(TradeDealDetails, { id: tradeId }, { params: { id: tradeId } }),
    enabled: Boolean(tradeId),
  });

  const refundColumns = useMemo<TableColumnsType<TTradeDeal>>(
    () => [
      { title: t('tradeUi.deal.TradeID'), dataIndex: 'TradeID', width: 170 },
      {
        title: t('tradeUi.deal.Amount'),
        dataIndex: 'Amount',
        width: 130,
        align: 'right',
        render: (v: number) => <AmountText value={v} />,
      },
      {
        title: t('tradeUi.deal.TradeStatus'),
        dataIndex: 'TradeStatus',
        width: 110,
        render: (v: number) => <DealStatusTag status={v} />,
      },
      { title: t('tradeUi.deal.Reason'), key: 'reason', width: 200, render: (_, r) => dash(r.Reason || r.Remark) },
      { title: t('tradeUi.deal.CreateTime'), dataIndex: 'CreateTime', width: 170 },
    ],
    [t],
  );

  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError || !q.data)
    return (
      <LoadFailed
        title={t('tradeUi.deal.loadFailed')}
        error={q.error}
        action={<Button onClick={() => void q.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  const d = q.data;
  const actions = orderedActions(d.Actions);
  return (
    <Flex vertical gap={16} data-testid="deal-detail" data-trade={d.TradeID}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title={
          <Flex gap={8} align="center">
            <span>{tradeTypeLabel(t, d.TradeType)}</span>
            <DealStatusTag status={d.TradeStatus} />
          </Flex>
        }
        extra={actions.length > 0 ? <DealActions deal={d} actions={actions} variant="button" /> : null}
        items={headerItems(d, t, tmc)}
      />
      <Card size="small" title={t('tradeUi.deal.postings')}>
        {d.Details.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tradeUi.deal.noPostings')} />
        ) : (
          <PostingsTable rows={d.Details} />
        )}
      </Card>
      {d.Refunds.length > 0 && (
        <Card size="small" title={t('tradeUi.deal.refunds')}>
          <Table<TTradeDeal>
            rowKey="TradeID"
            size="small"
            columns={refundColumns}
            dataSource={d.Refunds}
            pagination={false}
            scroll={{ x: 780 }}
          />
        </Card>
      )}
    </Flex>
  );
};
