import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, QRCode, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CASHIER_POLL_MS, CashierQuery, CashierSimulate, PaymentStatus } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { yuanText } from '../../trade/index.ts';
import { cashierPaymentKey } from '../lib/query-keys.ts';

export type TOnlinePayment = { PaymentID: string; Channel: string; QrContent: string; ExpireTime?: string };

type TProps = {
  payment: TOnlinePayment;
  amount: number;
  /** The development simulator answers for the gateway: show its confirm screen. */
  simulator: boolean;
  onPaid: () => void;
  onChangeChannel: () => void;
};

/**
 * An online payment under way: the QR code to scan, the poll of its state every CASHIER_POLL_MS until the gateway
 * has answered, and (with the simulator) the simulated wallet's confirm screen.
 */
export const OnlinePayment = ({ payment, amount, simulator, onPaid, onChangeChannel }: TProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'pay' | 'close' | null>(null);
  const poll = useQuery({
    queryKey: cashierPaymentKey(payment.PaymentID),
    queryFn: () => fetchResult(CashierQuery, { PaymentID: payment.PaymentID }, { failTips: false }),
    refetchInterval: (q) =>
      !q.state.data || q.state.data.PaymentStatus === PaymentStatus.Pending ? CASHIER_POLL_MS : false,
  });
  const status = poll.data?.PaymentStatus ?? PaymentStatus.Pending;

  // Once: the page reloads the deal and shows the result.
  const told = useRef(false);
  useEffect(() => {
    if (status !== PaymentStatus.Paid || told.current) return;
    told.current = true;
    onPaid();
  }, [status, onPaid]);

  const simulate = async (Outcome: 'pay' | 'close') => {
    setBusy(Outcome);
    try {
      const r = await call(CashierSimulate, { PaymentID: payment.PaymentID, Outcome });
      if (r.isSucc) await poll.refetch();
    } finally {
      setBusy(null);
    }
  };

  const channel = t(`cashier.channels.${payment.Channel}`);
  const pending = status === PaymentStatus.Pending;
  return (
    <Flex vertical gap={16} data-testid="cashier-online" data-payment={payment.PaymentID} data-status={status}>
      <div className="otmc-cashier-qr">
        <div data-testid="cashier-qr" data-value={payment.QrContent}>
          <QRCode
            value={payment.QrContent || payment.PaymentID}
            size={180}
            status={pending ? 'active' : status === PaymentStatus.Paid ? 'scanned' : 'expired'}
          />
        </div>
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('cashier.scan', { channel })}
          </Typography.Title>
          <Typography.Text strong className="otmc-cashier-amount" style={{ fontSize: 24 }}>
            {yuanText(amount)}
          </Typography.Text>
          {payment.ExpireTime && (
            <Typography.Text type="secondary">{t('cashier.expires', { time: payment.ExpireTime })}</Typography.Text>
          )}
          {pending && (
            <Space>
              <Spin size="small" />
              <Typography.Text type="secondary" data-testid="cashier-waiting">
                {t('cashier.waiting')}
              </Typography.Text>
            </Space>
          )}
          <div>
            <Button onClick={onChangeChannel} data-testid="cashier-change">
              {t('cashier.changeChannel')}
            </Button>
          </div>
        </Flex>
      </div>
      {status === PaymentStatus.Closed && <Alert type="warning" showIcon title={t('cashier.closed')} />}
      {status === PaymentStatus.Refunded && <Alert type="info" showIcon title={t('cashier.refunded')} />}
      {simulator && pending && (
        <Card size="small" title={t('cashier.simulator.title')} data-testid="cashier-simulator">
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t('cashier.simulator.hint')}</Typography.Text>
            <Typography.Text strong>{t('cashier.simulator.question', { amount: yuanText(amount) })}</Typography.Text>
            <Space wrap>
              <Button
                type="primary"
                loading={busy === 'pay'}
                disabled={busy !== null}
                onClick={() => void simulate('pay')}
                data-testid="cashier-simulate-pay"
              >
                {t('cashier.simulator.pay')}
              </Button>
              <Button
                loading={busy === 'close'}
                disabled={busy !== null}
                onClick={() => void simulate('close')}
                data-testid="cashier-simulate-close"
              >
                {t('cashier.simulator.close')}
              </Button>
            </Space>
          </Flex>
        </Card>
      )}
    </Flex>
  );
};
