import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TradeReceiveList, type TTradeDeal } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { DealActions } from '../components/DealActions.tsx';
import { DealDrawer } from '../components/DealDrawer.tsx';
import { TradeSearch } from '../components/TradeSearch.tsx';
import { TradeCompanyBar } from '../components/TradeCompanyBar.tsx';
import { dealColumns } from '../components/deal-columns.tsx';
import { rowActions } from '../lib/deal-actions.ts';
import { dealFilters, listPayload } from '../lib/filters.ts';
import { receiptsKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

/**
 * `/bill/TradeInfo/{CompanyID}/TradeReceive`: TMC finance's receipts across the customers (or one picked), those
 * awaiting confirmation first: confirm against a bank account, reject with a reason, refund a finished payment.
 */
const TradeReceivePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const target = useTradeTarget(CompanyID);
  const [params] = useSearchParams();
  const [open, setOpen] = useState<TTradeDeal | null>(null);
  const base = listPayload(params, dealFilters(params), target.companyId);
  const payload = target.companyId ? base : { ...base, AllCompanies: true };
  const list = useQuery({
    queryKey: [...receiptsKey, payload],
    queryFn: () => fetchResult(TradeReceiveList, payload),
    placeholderData: keepPreviousData,
    enabled: Boolean(target.ticket),
  });
  const columns = useMemo(
    () =>
      dealColumns(t, {
        company: true,
        onOpen: setOpen,
        actions: (d) => <DealActions deal={d} actions={rowActions(d, 'tmc')} />,
      }),
    [t],
  );
  if (!target.ticket) return null;
  const own = target.ticket.CompanyID;
  return (
    <Flex vertical gap={16} data-testid="trade-receive">
      <TradeCompanyBar
        value={target.requested}
        allLabel={t('tradeUi.company.all')}
        onChange={(id) => navigate(`/bill/TradeInfo/${encodeURIComponent(id || own)}/TradeReceive`)}
      />
      <Card>
        <TradeSearch kind="deals" />
      </Card>
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('tradeUi.deal.listFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <div data-testid="trade-receive-list">
          <ListCard<TTradeDeal>
            title={t('trade.menu.receive')}
            intro={<Typography.Paragraph type="secondary">{t('tradeUi.receive.intro')}</Typography.Paragraph>}
            query={list}
            rows={list.data?.Entities ?? []}
            total={list.data?.RecordCount ?? 0}
            rowKey="TradeID"
            columns={columns}
          />
        </div>
      )}
      <DealDrawer deal={open} tmc onClose={() => setOpen(null)} />
    </Flex>
  );
};

export default TradeReceivePage;
