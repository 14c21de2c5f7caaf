import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TradeDealList, type TTradeDeal } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { FitTable } from '../../../kit/FitTable.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { DealPostings } from '../components/DealDetail.tsx';
import { DealDrawer } from '../components/DealDrawer.tsx';
import { dealColumns } from '../components/deal-columns.tsx';
import { dealsKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

const ORDER_DEALS_MAX = 100;

/** `/System/Company/{CompanyID}/tradeorder/detail?UniqueID=`: every deal of one order (payments, refunds). */
const TradeOrderDealsPage = () => {
  const { t } = useTranslation();
  const { CompanyID } = useParams();
  const [params] = useSearchParams();
  const target = useTradeTarget(CompanyID);
  const uniqueId = params.get('UniqueID')?.trim().slice(0, 40) ?? '';
  const [open, setOpen] = useState<TTradeDeal | null>(null);
  const payload = {
    PageNo: 1,
    PageSize: ORDER_DEALS_MAX,
    UniqueID: uniqueId,
    ...(target.companyId ? { CompanyID: target.companyId } : {}),
  };
  const list = useQuery({
    queryKey: [...dealsKey, 'order', payload],
    queryFn: () => fetchResult(TradeDealList, payload),
    enabled: Boolean(target.ticket) && Boolean(uniqueId),
  });
  const columns = useMemo(() => dealColumns(t, { onOpen: setOpen }), [t]);
  if (!target.ticket) return null;
  if (!uniqueId) return <LoadFailed status="404" title={t('tradeUi.order.noId')} action={null} />;
  if (list.isError && !list.data)
    return (
      <LoadFailed
        title={t('tradeUi.deal.listFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  const rows = list.data?.Entities ?? [];
  return (
    <Flex vertical gap={16} data-testid="trade-order-deals">
      <Card title={t('tradeUi.order.title', { id: uniqueId })}>
        <Typography.Paragraph type="secondary">{t('tradeUi.order.intro')}</Typography.Paragraph>
        <FitTable<TTradeDeal>
          rowKey="TradeID"
          columns={columns}
          dataSource={rows}
          loading={list.isPending}
          pagination={false}
          expanded={(d) => <DealPostings tradeId={d.TradeID} />}
        />
      </Card>
      <DealDrawer deal={open} tmc={target.tmc} onClose={() => setOpen(null)} />
    </Flex>
  );
};

export default TradeOrderDealsPage;
