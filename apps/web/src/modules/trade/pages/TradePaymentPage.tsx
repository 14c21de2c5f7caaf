import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountType, TradeAccountList, TradeDealList, type TTradeDeal } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { DealActions } from '../components/DealActions.tsx';
import { DealDrawer } from '../components/DealDrawer.tsx';
import { TradeSearch } from '../components/TradeSearch.tsx';
import { dealColumns } from '../components/deal-columns.tsx';
import { RechargeDrawer } from '../components/RechargeDrawer.tsx';
import { rowActions } from '../lib/deal-actions.ts';
import { dealFilters, listPayload } from '../lib/filters.ts';
import { accountTypeLabel } from '../lib/labels.ts';
import { yuanText } from '../lib/money.ts';
import { accountsKey, dealsKey } from '../lib/query-keys.ts';

/**
 * `/bill/TradeInfo/{CompanyID}/TradePayment`: the company's own money in and out — its deals with what can be done
 * with each, and the recharge form.
 */
const TradePaymentPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [recharge, setRecharge] = useState(false);
  const [open, setOpen] = useState<TTradeDeal | null>(null);
  const payload = listPayload(params, dealFilters(params), undefined);
  const list = useQuery({
    queryKey: [...dealsKey, 'own', payload],
    queryFn: () => fetchResult(TradeDealList, payload),
    placeholderData: keepPreviousData,
  });
  const accounts = useQuery({ queryKey: accountsKey(''), queryFn: () => fetchResult(TradeAccountList, {}) });
  const paying = (accounts.data?.Entities ?? []).filter((a) => a.AccountType !== AccountType.Integral);
  const columns = useMemo(
    () =>
      dealColumns(t, {
        onOpen: setOpen,
        actions: (d) => <DealActions deal={d} actions={rowActions(d, 'client')} />,
      }),
    [t],
  );

  return (
    <Flex vertical gap={16} data-testid="trade-payment">
      {paying.length > 0 && (
        <Card size="small">
          <Row gutter={[24, 16]}>
            {paying.map((a) => (
              <Col key={a.AccountID} xs={24} md={12}>
                <Flex gap={32} wrap>
                  {a.AccountType === AccountType.Credit ? (
                    <Statistic
                      title={`${accountTypeLabel(t, a.AccountType)} · ${t('tradeUi.account.CreditLimit')}`}
                      value={yuanText(a.CreditInForce)}
                    />
                  ) : (
                    <Statistic title={accountTypeLabel(t, a.AccountType)} value={yuanText(a.Balance)} />
                  )}
                  <Statistic title={t('tradeUi.account.Available')} value={yuanText(a.Available)} />
                </Flex>
              </Col>
            ))}
          </Row>
        </Card>
      )}
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
        <div data-testid="trade-payment-list">
          <ListCard<TTradeDeal>
            title={t('trade.menu.payment')}
            intro={<Typography.Paragraph type="secondary">{t('tradeUi.payment.intro')}</Typography.Paragraph>}
            query={list}
            rows={list.data?.Entities ?? []}
            total={list.data?.RecordCount ?? 0}
            rowKey="TradeID"
            columns={columns}
            toolbar={
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setRecharge(true)}
                data-testid="recharge-open"
              >
                {t('tradeUi.recharge.open')}
              </Button>
            }
          />
        </div>
      )}
      <RechargeDrawer open={recharge} onClose={() => setRecharge(false)} />
      <DealDrawer deal={open} tmc={false} onClose={() => setOpen(null)} />
    </Flex>
  );
};

export default TradePaymentPage;
