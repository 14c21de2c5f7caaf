import { useState } from 'react';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  TradeDealCancel,
  TradeDealConfirm,
  TradeDealInvoice,
  TradeDealRefund,
  TradeDealReject,
  TradeDealSubmit,
  type TTradeDeal,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { cashierUrl, type TDealAction } from '../lib/deal-actions.ts';
import { SIDE_BADGES_KEY, TRADE_KEY } from '../lib/query-keys.ts';
import { useSubmissionKey } from '../lib/use-submission-key.ts';
import { ConfirmReceiptDialog, ReasonDialog, RefundDialog } from './DealDialogs.tsx';

type TProps = {
  deal: TTradeDeal;
  actions: readonly TDealAction[];
  /** Links in a table row, buttons on a details view. */
  variant?: 'link' | 'button';
  /** After a successful action (the trade queries are refetched in any case). */
  onDone?: () => void;
};

type TDialog = 'confirm' | 'reject' | 'cancel' | 'refund' | null;

/**
 * A deal's action buttons and the dialogs behind them: submit, pay (at the cashier), invoice and cancel for the
 * company; confirm, reject and refund for TMC finance. Money-moving calls send one idempotency key per opening.
 */
export const DealActions = ({ deal, actions, variant = 'link', onDone }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const keys = useSubmissionKey();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [busy, setBusy] = useState(false);
  const id = deal.TradeID;

  const openDialog = (d: Exclude<TDialog, null>) => {
    keys.reset();
    setDialog(d);
  };
  const finish = async (ok: boolean, doneKey: string) => {
    if (!ok) return;
    void message.success(t(doneKey));
    setDialog(null);
    // The receipts badge counts what awaits confirmation: a confirm or reject changes it at once.
    await Promise.all([
      qc.invalidateQueries({ queryKey: TRADE_KEY }),
      qc.invalidateQueries({ queryKey: SIDE_BADGES_KEY }),
    ]);
    onDone?.();
  };
  const run = async (fn: () => Promise<{ isSucc: boolean }>, doneKey: string) => {
    setBusy(true);
    try {
      const r = await fn();
      await finish(r.isSucc, doneKey);
    } finally {
      setBusy(false);
    }
  };

  const link = variant === 'link';
  const btn = (action: TDealAction, onClick?: () => void, danger = false, primary = false) => (
    <Button
      key={action}
      type={link ? 'link' : primary ? 'primary' : 'default'}
      size={link ? 'small' : 'middle'}
      danger={danger}
      onClick={onClick}
      data-testid={`deal-action-${action}`}
      data-trade={id}
    >
      {t(`tradeUi.actions.${action}`)}
    </Button>
  );
  const withConfirm = (action: TDealAction, title: string, onOk: () => void, primary = false) => (
    <Popconfirm key={action} title={title} onConfirm={onOk} okButtonProps={{ loading: busy }}>
      {btn(action, undefined, false, primary)}
    </Popconfirm>
  );

  const buttons = actions.map((action) => {
    switch (action) {
      case 'submit':
        return withConfirm(
          'submit',
          t('tradeUi.submit.confirm'),
          () => void run(() => call(TradeDealSubmit, { TradeID: id }), 'trade.messages.submitted'),
          true,
        );
      case 'payment':
        return btn('payment', () => navigate(cashierUrl(id)), false, true);
      case 'invoice':
        return withConfirm(
          'invoice',
          t('tradeUi.invoice.confirm'),
          () => void run(() => call(TradeDealInvoice, { TradeID: id }), 'trade.messages.invoiceRequested'),
        );
      case 'confirm':
        return btn('confirm', () => openDialog('confirm'), false, true);
      case 'reject':
        return btn('reject', () => openDialog('reject'), true);
      case 'refund':
        return btn('refund', () => openDialog('refund'), true);
      case 'cancel':
        return btn('cancel', () => openDialog('cancel'), true);
      default:
        return null;
    }
  });

  return (
    <>
      <Flex gap={link ? 0 : 8} wrap>
        {buttons}
      </Flex>
      {actions.includes('confirm') && (
        <ConfirmReceiptDialog
          deal={deal}
          open={dialog === 'confirm'}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(bankAccountId) => {
            const payload = { TradeID: id, ...(bankAccountId ? { BankAccountID: bankAccountId } : {}) };
            void run(
              () => call(TradeDealConfirm, { ...payload, IdempotencyKey: keys.keyFor(payload) }),
              'trade.messages.confirmed',
            );
          }}
        />
      )}
      {actions.includes('reject') && (
        <ReasonDialog
          kind="reject"
          deal={deal}
          open={dialog === 'reject'}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(Reason) =>
            void run(() => call(TradeDealReject, { TradeID: id, Reason }), 'trade.messages.rejected')
          }
        />
      )}
      {actions.includes('cancel') && (
        <ReasonDialog
          kind="cancel"
          deal={deal}
          open={dialog === 'cancel'}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(Reason) =>
            void run(
              () => call(TradeDealCancel, { TradeID: id, ...(Reason ? { Reason } : {}) }),
              'trade.messages.canceled',
            )
          }
        />
      )}
      {actions.includes('refund') && (
        <RefundDialog
          deal={deal}
          open={dialog === 'refund'}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(v) => {
            const payload = { TradeID: id, Amount: v.Amount, Reason: v.Reason };
            void run(
              () => call(TradeDealRefund, { ...payload, IdempotencyKey: keys.keyFor(payload) }),
              'trade.messages.refunded',
            );
          }}
        />
      )}
    </>
  );
};
