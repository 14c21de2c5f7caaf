import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TradeDealExport, TradeDealList, type TTradeDeal } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { DealActions } from '../components/DealActions.tsx';
import { DealPostings } from '../components/DealDetail.tsx';
import { DealDrawer } from '../components/DealDrawer.tsx';
import { TradeSearch } from '../components/TradeSearch.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { TradePageFrame } from '../components/TradePageFrame.tsx';
import { dealColumns } from '../components/deal-columns.tsx';
import { useQueuedExport } from '../components/use-queued-export.tsx';
import { rowActions } from '../lib/deal-actions.ts';
import { dealFilters, listPayload } from '../lib/filters.ts';
import { dealsKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

/**
 * `/bill/company/tradedetails` (a company's own deals) and `/System/Company/{CompanyID}/trade/list` (a customer's, as
 * the TMC sees them): deals with their postings unfolded, and an .xlsx export of the filtered list.
 */
const TradeDealsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const target = useTradeTarget(CompanyID);
  const [params] = useSearchParams();
  const [open, setOpen] = useState<TTradeDeal | null>(null);
  const filters = dealFilters(params);
  const payload = listPayload(params, filters, target.companyId);
  const list = useQuery({
    queryKey: [...dealsKey, 'company', payload],
    queryFn: () => fetchResult(TradeDealList, payload),
    placeholderData: keepPreviousData,
    enabled: Boolean(target.ticket) && !target.mustPick,
  });
  const exporter = useQueuedExport(
    TradeDealExport,
    { ...filters, ...(target.companyId ? { CompanyID: target.companyId } : {}) },
    'trade-deal-export',
  );
  const tmc = target.tmc;
  const columns = useMemo(
    () =>
      dealColumns(t, {
        onOpen: setOpen,
        // The company acts on its own deals here; TMC staff act from the details, which list what they may do.
        ...(tmc ? {} : { actions: (d: TTradeDeal) => <DealActions deal={d} actions={rowActions(d, 'client')} /> }),
      }),
    [t, tmc],
  );

  if (!target.ticket) return null;
  const title = t('trade.menu.deals');
  return (
    <TradePageFrame
      title={title}
      tmc={tmc}
      mustPick={target.mustPick}
      company={target.requested}
      onCompany={(id) => navigate(`/System/Company/${encodeURIComponent(id)}/trade/list`)}
      testId="trade-deals-page"
    >
      <Card>
        <TradeSearch kind="deals" />
      </Card>
      {exporter.notice}
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('tradeUi.deal.listFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <div data-testid="trade-deals-list">
          <ListCard<TTradeDeal>
            title={title}
            intro={<Typography.Paragraph type="secondary">{t('tradeUi.deals.intro')}</Typography.Paragraph>}
            query={list}
            rows={list.data?.Entities ?? []}
            total={list.data?.RecordCount ?? 0}
            rowKey="TradeID"
            columns={columns}
            toolbar={exporter.button}
            expanded={(d) => <DealPostings tradeId={d.TradeID} />}
          />
        </div>
      )}
      <DealDrawer deal={open} tmc={tmc} onClose={() => setOpen(null)} />
    </TradePageFrame>
  );
};

export default TradeDealsPage;
