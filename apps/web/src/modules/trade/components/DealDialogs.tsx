import { Alert, Descriptions, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZTradeAmount, type TTradeDeal } from '@opentmc/contracts';
import { zodRule } from '../../../kit/form-rules.ts';
import { refundableYuan, yuanText } from '../lib/money.ts';
import { needsBankAccount } from '../lib/deal-actions.ts';
import { tradeModeLabel, tradeTypeLabel } from '../lib/labels.ts';
import { useBankChoices } from '../lib/use-bank-choices.ts';

const REASON_MAX = 200;
const testId = (id: string) => ({ 'data-testid': id }) as object;

type TBase = { deal: TTradeDeal; open: boolean; busy: boolean; onCancel: () => void };

const DealSummary = ({ deal }: { deal: TTradeDeal }) => {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
      items={[
        { key: 'company', label: t('tradeUi.deal.CompanyName'), children: deal.CompanyName },
        { key: 'id', label: t('tradeUi.deal.TradeID'), children: deal.TradeID },
        {
          key: 'type',
          label: t('tradeUi.deal.TradeType'),
          children: [tradeTypeLabel(t, deal.TradeType), tradeModeLabel(t, deal.TradeMode)].filter(Boolean).join(' · '),
        },
        { key: 'amount', label: t('tradeUi.deal.Amount'), children: yuanText(deal.Amount) },
        ...(deal.PayerText ? [{ key: 'payer', label: t('tradeUi.deal.PayerText'), children: deal.PayerText }] : []),
        ...(deal.Voucher ? [{ key: 'voucher', label: t('tradeUi.deal.Voucher'), children: deal.Voucher }] : []),
      ]}
    />
  );
};

/** TMC finance confirms a receipt: the bank account it arrived in, chosen when the deal names none. */
export const ConfirmReceiptDialog = ({
  deal,
  open,
  busy,
  onCancel,
  onSubmit,
}: TBase & { onSubmit: (bankAccountId: string) => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ BankAccountID?: string }>();
  const choose = needsBankAccount(deal);
  const banks = useBankChoices('accounts', open && choose);
  return (
    <Modal
      open={open}
      title={t('tradeUi.confirm.title')}
      okText={t('tradeUi.actions.confirm')}
      okButtonProps={{ loading: busy, ...testId('confirm-submit') }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.BankAccountID ?? ''))}
      destroyOnHidden
    >
      <DealSummary deal={deal} />
      <Form form={form} layout="vertical" preserve={false}>
        {choose ? (
          <Form.Item
            name="BankAccountID"
            label={t('tradeUi.deal.BankAccountText')}
            rules={[{ required: true, message: t('trade.validation.bankAccount') }]}
          >
            <Select
              options={banks.choices}
              loading={banks.loading}
              placeholder={t('tradeUi.confirm.pickBank')}
              data-testid="confirm-bank-account"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('tradeUi.deal.BankAccountText')}>{deal.BankAccountText}</Form.Item>
        )}
      </Form>
      <Alert type="info" showIcon title={t('tradeUi.confirm.hint', { amount: yuanText(deal.Amount) })} />
    </Modal>
  );
};

/** A reason for rejecting (required) or cancelling (optional) a deal. */
export const ReasonDialog = ({
  deal,
  open,
  busy,
  onCancel,
  onSubmit,
  kind,
}: TBase & { kind: 'reject' | 'cancel'; onSubmit: (reason: string) => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Reason?: string }>();
  const required = kind === 'reject';
  return (
    <Modal
      open={open}
      title={t(kind === 'reject' ? 'tradeUi.reject.title' : 'tradeUi.cancel.title')}
      okText={t(kind === 'reject' ? 'tradeUi.actions.reject' : 'tradeUi.actions.cancel')}
      okButtonProps={{ danger: true, loading: busy, ...testId(`${kind}-submit`) }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit((v.Reason ?? '').trim()))}
      destroyOnHidden
    >
      <DealSummary deal={deal} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="Reason"
          label={t('tradeUi.deal.Reason')}
          required={required}
          rules={required ? [{ required: true, whitespace: true, message: t('trade.validation.reason') }] : []}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid={`${kind}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** TMC finance refunds (part of) a finished payment to the account that paid it. */
export const RefundDialog = ({
  deal,
  open,
  busy,
  onCancel,
  onSubmit,
}: TBase & { onSubmit: (v: { Amount: number; Reason: string }) => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Amount: number; Reason: string }>();
  const max = refundableYuan(deal);
  return (
    <Modal
      open={open}
      title={t('tradeUi.refund.title')}
      okText={t('tradeUi.actions.refund')}
      okButtonProps={{ danger: true, loading: busy, ...testId('refund-submit') }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit({ Amount: v.Amount, Reason: v.Reason.trim() }))}
      destroyOnHidden
    >
      <DealSummary deal={deal} />
      <Form form={form} layout="vertical" preserve={false} initialValues={{ Amount: max }}>
        <Form.Item
          name="Amount"
          label={t('tradeUi.refund.amount')}
          extra={t('tradeUi.refund.refundable', { amount: yuanText(max) })}
          required
          rules={[
            zodRule(ZTradeAmount, t),
            {
              validator: async (_r, v: number | null) => {
                if (typeof v === 'number' && Math.round(v * 100) > Math.round(max * 100))
                  throw new Error(t('trade.errors.refundTooMuch', { refundable: max.toFixed(2) }));
              },
            },
          ]}
        >
          <InputNumber
            min={0.01}
            max={max}
            precision={2}
            prefix="¥"
            style={{ width: 220 }}
            data-testid="refund-amount"
          />
        </Form.Item>
        <Form.Item
          name="Reason"
          label={t('tradeUi.deal.Reason')}
          required
          rules={[{ required: true, whitespace: true, message: t('trade.validation.reason') }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="refund-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
