import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TradeDetailExport, TradeDetailList, type TTradeDetail } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { AmountText } from '../components/AmountText.tsx';
import { DealDrawer } from '../components/DealDrawer.tsx';
import { postingAccount } from '../components/DealDetail.tsx';
import { TradePageFrame } from '../components/TradePageFrame.tsx';
import { TradeSearch } from '../components/TradeSearch.tsx';
import { useQueuedExport } from '../components/use-queued-export.tsx';
import { orderDealsUrl } from '../lib/deal-actions.ts';
import { ledgerFilters, listPayload } from '../lib/filters.ts';
import { tradeModeLabel, tradeTypeLabel } from '../lib/labels.ts';
import { ledgerKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

/** `/bill/{CompanyID}/TradeFlowList`: the ledger of a company's accounts, filtered, with an .xlsx export. */
const TradeFlowListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const target = useTradeTarget(CompanyID);
  const [params] = useSearchParams();
  const [open, setOpen] = useState<{ TradeID: string; CompanyID: string } | null>(null);
  const filters = ledgerFilters(params);
  const payload = listPayload(params, filters, target.companyId);
  const list = useQuery({
    queryKey: [...ledgerKey, payload],
    queryFn: () => fetchResult(TradeDetailList, payload),
    placeholderData: keepPreviousData,
    enabled: Boolean(target.ticket) && !target.mustPick,
  });
  const exportPayload = { ...filters, ...(target.companyId ? { CompanyID: target.companyId } : {}) };
  const exporter = useQueuedExport(TradeDetailExport, exportPayload, 'trade-flow-export');

  const tmc = target.tmc;
  const columns = useMemo<TListColumn<TTradeDetail>[]>(
    () => [
      {
        title: t('tradeUi.flow.CreateTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('tradeUi.deal.TradeID'),
        dataIndex: 'TradeID',
        width: 170,
        priority: 'essential',
        render: (v: string, r) => (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setOpen({ TradeID: v, CompanyID: r.CompanyID })}
            data-testid="flow-deal-open"
          >
            {v}
          </Button>
        ),
      },
      {
        title: t('tradeUi.flow.TradeType'),
        key: 'type',
        width: 120,
        render: (_, r) => (
          <div>
            <div>{tradeTypeLabel(t, r.TradeType)}</div>
            {r.TradeMode !== null && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {tradeModeLabel(t, r.TradeMode)}
              </Typography.Text>
            )}
          </div>
        ),
      },
      { title: t('tradeUi.flow.Account'), key: 'account', width: 180, render: (_, r) => postingAccount(r, t) },
      {
        title: t('tradeUi.flow.Amount'),
        dataIndex: 'Amount',
        width: 120,
        priority: 'essential',
        align: 'right',
        render: (v: number) => <AmountText value={v} signed />,
      },
      {
        title: t('tradeUi.flow.BalanceAfter'),
        dataIndex: 'BalanceAfter',
        width: 120,
        priority: 'essential',
        align: 'right',
        render: (v: number | null) => <AmountText value={v} />,
      },
      {
        title: t('tradeUi.deal.Order'),
        key: 'order',
        width: 150,
        priority: 'optional',
        render: (_, r) =>
          r.Order ? (
            tmc ? (
              <Link to={orderDealsUrl(r.CompanyID, r.Order.UniqueID)}>{r.Order.UniqueID}</Link>
            ) : (
              r.Order.UniqueID
            )
          ) : (
            '—'
          ),
      },
      { title: t('tradeUi.flow.Subject'), dataIndex: 'Subject', width: 200, ellipsis: true, priority: 'optional' },
    ],
    [t, tmc],
  );

  if (!target.ticket) return null;
  const title = t('trade.menu.flow');
  return (
    <TradePageFrame
      title={title}
      tmc={target.tmc}
      mustPick={target.mustPick}
      company={target.requested}
      onCompany={(id) => navigate(`/bill/${encodeURIComponent(id)}/TradeFlowList`)}
      testId="trade-flow-page"
    >
      <Card>
        <TradeSearch kind="ledger" />
      </Card>
      {exporter.notice}
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('tradeUi.flow.loadFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <div data-testid="trade-flow-list">
          <ListCard<TTradeDetail>
            title={title}
            intro={<Typography.Paragraph type="secondary">{t('tradeUi.flow.intro')}</Typography.Paragraph>}
            query={list}
            rows={list.data?.Entities ?? []}
            total={list.data?.RecordCount ?? 0}
            rowKey="DetailID"
            columns={columns}
            toolbar={exporter.button}
          />
        </div>
      )}
      <DealDrawer deal={open} tmc={tmc} onClose={() => setOpen(null)} />
    </TradePageFrame>
  );
};

export default TradeFlowListPage;
