import { useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CashierInfo,
  CashierPay,
  PaymentStatus,
  TradeStatus,
  type TCashierChannel,
  type TCashierInfo,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { yuanText } from '../../trade/index.ts';
import { ChoiceList } from '../components/ChoiceList.tsx';
import { OnlinePayment, type TOnlinePayment } from '../components/OnlinePayment.tsx';
import { attemptFor, isOnline, sameSitePath, type TAttempt } from '../lib/cashier.ts';
import { cashierInfoKey } from '../lib/query-keys.ts';
import '../cashier.css';

const BackButton = ({ to, primary }: { to: string; primary?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Link to={to} data-testid="cashier-return">
      <Button type={primary ? 'primary' : 'default'}>{t('cashier.back')}</Button>
    </Link>
  );
};

/**
 * `/trade/cashier?TradeID=…&ReturnUrl=…`: where an order or a recharge awaiting payment is paid. It shows the amount
 * and the items, the ways to pay with what each has available, pays from a company account at once, or opens an
 * online payment (QR code, polled until the gateway answers; the simulator's confirm screen in development), then
 * shows the result and the way back.
 */
const CashierPage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const tradeId = params.get('TradeID')?.trim() ?? '';
  const info = useQuery({
    queryKey: cashierInfoKey(tradeId),
    queryFn: () => fetchResult(CashierInfo, { TradeID: tradeId }),
    enabled: tradeId !== '',
  });
  const [choice, setChoice] = useState<TCashierChannel | null>(null);
  const [payment, setPayment] = useState<TOnlinePayment | null>(null);
  /** A pending payment the payer turned away from ("pay another way"). */
  const [leftPayment, setLeftPayment] = useState('');
  const [busy, setBusy] = useState(false);
  const attempt = useRef<TAttempt>(null);

  const refresh = useCallback(async () => {
    // The deal moved: every screen that shows it (balances, the ledger) is stale now, the cashier first.
    await qc.invalidateQueries();
  }, [qc]);

  if (!tradeId || info.isError) {
    return (
      <div className="otmc-cashier" data-testid="cashier-page">
        <LoadFailed
          status={tradeId ? 'warning' : '404'}
          title={t(tradeId ? 'cashier.title' : 'cashier.missing')}
          error={info.error}
          action={<BackButton to="/System/User/Main" />}
        />
      </div>
    );
  }
  const data: TCashierInfo | undefined = info.data;
  if (!data) {
    return (
      <div className="otmc-cashier" data-testid="cashier-page">
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }

  const back = sameSitePath(params.get('ReturnUrl')) || data.ReturnUrl;
  const deal = data.Deal;
  if (deal.TradeStatus !== TradeStatus.WaitPayment) {
    const paid = deal.TradeStatus === TradeStatus.Finished;
    return (
      <div className="otmc-cashier" data-testid="cashier-page">
        <Card>
          <Result
            status={paid ? 'success' : 'info'}
            title={t(paid ? 'cashier.success.title' : 'cashier.notPayable.title')}
            subTitle={
              paid
                ? t('cashier.success.subTitle', { amount: yuanText(deal.Amount), id: deal.TradeID })
                : t('cashier.notPayable.subTitle', { id: deal.TradeID })
            }
            extra={<BackButton to={back} primary />}
            data-testid={paid ? 'cashier-success' : 'cashier-not-payable'}
          />
        </Card>
      </div>
    );
  }

  const pending =
    payment ??
    (data.Payment && data.Payment.PaymentID !== leftPayment && data.Payment.Status === PaymentStatus.Pending
      ? data.Payment
      : null);
  const selected = choice && data.Choices.some((c) => c.Channel === choice && c.Enabled) ? choice : null;

  const pay = async () => {
    if (!selected) return;
    const a = attemptFor(attempt.current, selected);
    attempt.current = a;
    setBusy(true);
    try {
      const r = await call(CashierPay, { TradeID: deal.TradeID, Channel: selected, IdempotencyKey: a.key });
      // A reply (success or refusal) ends the attempt; a lost one (network) keeps its key for the retry.
      if (r.statusCode !== 500) attempt.current = null;
      if (!r.isSucc || !r.result) return;
      if (isOnline(selected) && r.result.PaymentID) {
        setPayment({ PaymentID: r.result.PaymentID, Channel: selected, QrContent: r.result.QrContent });
        await qc.invalidateQueries({ queryKey: cashierInfoKey(tradeId) });
      } else {
        await refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="otmc-cashier" data-testid="cashier-page" data-trade={deal.TradeID}>
      <Card
        title={t('cashier.title')}
        extra={<Typography.Text type="secondary">{t('cashier.tradeNo', { id: deal.TradeID })}</Typography.Text>}
      >
        <div className="otmc-cashier-due">
          <Typography.Text type="secondary">{t('cashier.amountDue')}</Typography.Text>
          <span className="otmc-cashier-amount" data-testid="cashier-amount">
            {yuanText(deal.Amount)}
          </span>
        </div>
        <Typography.Text strong>{t('cashier.items')}</Typography.Text>
        <ul className="otmc-cashier-items" data-testid="cashier-items">
          {data.Items.map((item, i) => (
            <li key={i}>
              <span>{item.Subject || t(`cashier.item`)}</span>
              <span>{yuanText(item.Amount)}</span>
            </li>
          ))}
        </ul>
        <Divider />
        {pending ? (
          <OnlinePayment
            // A new payment starts its own poll.
            key={pending.PaymentID}
            payment={{
              ...pending,
              ExpireTime: data.Payment?.PaymentID === pending.PaymentID ? data.Payment.ExpireTime : undefined,
            }}
            amount={deal.Amount}
            simulator={data.Simulator}
            onPaid={() => void refresh()}
            onChangeChannel={() => {
              setLeftPayment(pending.PaymentID);
              setPayment(null);
            }}
          />
        ) : (
          <Flex vertical gap={16}>
            <Typography.Text strong>{t('cashier.choose')}</Typography.Text>
            <ChoiceList choices={data.Choices} value={selected} onChange={setChoice} />
            <Flex justify="flex-end" gap={12}>
              <BackButton to={back} />
              <Button
                type="primary"
                size="large"
                disabled={!selected}
                loading={busy}
                onClick={() => void pay()}
                data-testid="cashier-pay"
              >
                {t('cashier.pay', { amount: yuanText(deal.Amount) })}
              </Button>
            </Flex>
          </Flex>
        )}
      </Card>
    </div>
  );
};

export default CashierPage;
