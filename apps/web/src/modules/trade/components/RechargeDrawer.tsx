import { useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TradeDealCreate, TradeMode, ZTradeAmount } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { cashierUrl, isOnlineMode } from '../lib/deal-actions.ts';
import { RECHARGE_MODES, tradeModeLabel } from '../lib/labels.ts';
import { rechargePayload, type TRechargeForm } from '../lib/recharge.ts';
import { TRADE_KEY } from '../lib/query-keys.ts';
import { useBankChoices } from '../lib/use-bank-choices.ts';
import { useSubmissionKey } from '../lib/use-submission-key.ts';

type TProps = { open: boolean; onClose: () => void };

/**
 * The company's finance enters a recharge: offline (transfer, cash, POS) it waits for TMC finance to confirm; online
 * (Alipay, WeChat Pay) it goes to the cashier.
 */
export const RechargeDrawer = ({ open, onClose }: TProps) => {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} destroyOnHidden size={560} title={t('tradeUi.recharge.title')}>
      <RechargeForm onClose={onClose} />
    </Drawer>
  );
};

/** The form, mounted afresh at each opening: one idempotency key per opening, kept for retries of the same entry. */
const RechargeForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const keys = useSubmissionKey();
  const [form] = Form.useForm<TRechargeForm>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const mode = Form.useWatch('TradeMode', form) ?? TradeMode.Transfer;
  const transfer = mode === TradeMode.Transfer;
  const online = isOnlineMode(mode);
  const accounts = useBankChoices('receiving', transfer);
  const cards = useBankChoices('cards', transfer);

  const submit = async (v: TRechargeForm) => {
    const payload = rechargePayload(v);
    setSaving(true);
    setFailure('');
    try {
      const r = await call(TradeDealCreate, { ...payload, IdempotencyKey: keys.keyFor(payload) });
      if (!r.isSucc || !r.result) {
        setFailure(r.message);
        return;
      }
      await qc.invalidateQueries({ queryKey: TRADE_KEY });
      if (online) {
        navigate(cashierUrl(r.result.TradeID));
        return;
      }
      void message.success(t('trade.messages.rechargeEntered'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<TRechargeForm>
      form={form}
      layout="vertical"
      initialValues={{ TradeMode: TradeMode.Transfer, Amount: null }}
      onFinish={(v) => void submit(v)}
      data-testid="recharge-form"
    >
      <Form.Item name="Amount" label={t('tradeUi.recharge.amount')} required rules={[zodRule(ZTradeAmount, t)]}>
        <InputNumber min={0} precision={2} prefix="¥" style={{ width: 240 }} data-testid="recharge-amount" />
      </Form.Item>
      <Form.Item name="TradeMode" label={t('tradeUi.recharge.mode')} required>
        <Radio.Group
          optionType="button"
          options={RECHARGE_MODES.map((m) => ({
            value: m,
            label: <span data-testid={`recharge-mode-${m}`}>{tradeModeLabel(t, m)}</span>,
          }))}
        />
      </Form.Item>
      {online && <Alert type="info" showIcon title={t('tradeUi.recharge.onlineHint')} style={{ marginBottom: 16 }} />}
      {transfer && (
        <>
          <Form.Item
            name="BankAccountID"
            label={t('tradeUi.recharge.bankAccount')}
            extra={t('tradeUi.recharge.bankAccountHint')}
            rules={[{ required: true, message: t('trade.validation.bankAccount') }]}
          >
            <Select
              options={accounts.choices}
              loading={accounts.loading}
              placeholder={t('tradeUi.recharge.pickBankAccount')}
              data-testid="recharge-bank-account"
            />
          </Form.Item>
          {(accounts.denied || (!accounts.loading && accounts.choices.length === 0)) && (
            <Alert
              type="warning"
              showIcon
              title={t('tradeUi.recharge.noBankAccounts')}
              style={{ marginBottom: 16 }}
              data-testid="recharge-no-bank-accounts"
            />
          )}
          <Form.Item name="BankCardID" label={t('tradeUi.recharge.bankCard')}>
            <Select
              allowClear
              options={cards.choices}
              loading={cards.loading}
              placeholder={t('tradeUi.recharge.pickBankCard')}
              notFoundContent={t('tradeUi.recharge.noBankCards')}
              data-testid="recharge-bank-card"
            />
          </Form.Item>
        </>
      )}
      {!online && (
        <Form.Item name="Voucher" label={t('tradeUi.recharge.voucher')} extra={t('tradeUi.recharge.voucherHint')}>
          <Input maxLength={100} data-testid="recharge-voucher" />
        </Form.Item>
      )}
      <Form.Item name="Remark" label={t('tradeUi.deal.Remark')}>
        <Input.TextArea rows={3} maxLength={200} showCount data-testid="recharge-remark" />
      </Form.Item>
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="recharge-error" />
      )}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="recharge-submit">
          {t(online ? 'tradeUi.recharge.toCashier' : 'actions.submit')}
        </Button>
      </Space>
    </Form>
  );
};
