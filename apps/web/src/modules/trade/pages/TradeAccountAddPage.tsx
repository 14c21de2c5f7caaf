import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AccountType, CreditType, TradeAccountAdd, TradeAccountList } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { TradePageFrame } from '../components/TradePageFrame.tsx';
import { ACCOUNT_TYPES, CREDIT_TYPES, accountTypeLabel, creditTypeLabel } from '../lib/labels.ts';
import { yuanText } from '../lib/money.ts';
import { TRADE_KEY, accountsKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

type TForm = {
  AccountType: number;
  CreditType?: number;
  CreditLimit?: number | null;
  CreditExpire?: Dayjs | null;
  Remark?: string;
};

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** `/bill/{CompanyID}/TradeAccountAdd`: TMC finance opens a customer's account, or sets its credit limit. */
const TradeAccountAddPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { CompanyID } = useParams();
  const target = useTradeTarget(CompanyID);
  const [form] = Form.useForm<TForm>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const companyId = target.companyId ?? target.ticket?.CompanyID ?? '';
  const companyPath = encodeURIComponent(target.requested || (target.ticket?.CompanyID ?? ''));
  const accounts = useQuery({
    queryKey: accountsKey(target.requested),
    queryFn: () => fetchResult(TradeAccountList, target.companyId ? { CompanyID: target.companyId } : {}),
    enabled: Boolean(target.ticket) && !target.mustPick,
  });
  const accountType = Form.useWatch('AccountType', form) ?? AccountType.Balance;
  const creditType = Form.useWatch('CreditType', form);
  const credit = accountType === AccountType.Credit;
  const existing = accounts.data?.Entities ?? [];

  // Choosing the credit account fills in its current limit, so a change starts from what is set.
  const onTypeChange = (type: number) => {
    const a = existing.find((x) => x.AccountType === type);
    if (type !== AccountType.Credit) return;
    form.setFieldsValue({
      CreditType: a?.CreditType ?? CreditType.Fixed,
      CreditLimit: a ? a.CreditLimit : null,
      CreditExpire: a?.CreditExpire ? dayjs(a.CreditExpire, DATE_TIME) : null,
    });
  };

  const submit = async (v: TForm) => {
    setSaving(true);
    setFailure('');
    try {
      const r = await call(TradeAccountAdd, {
        CompanyID: companyId,
        AccountType: v.AccountType,
        ...(credit
          ? {
              CreditType: v.CreditType,
              CreditLimit: v.CreditLimit ?? undefined,
              ...(v.CreditType === CreditType.Interim && v.CreditExpire
                ? { CreditExpire: v.CreditExpire.format(DATE_TIME) }
                : {}),
            }
          : {}),
        ...(v.Remark?.trim() ? { Remark: v.Remark.trim() } : {}),
      });
      if (!r.isSucc) {
        setFailure(r.message);
        return;
      }
      void message.success(t('trade.messages.accountSaved'));
      await qc.invalidateQueries({ queryKey: TRADE_KEY });
      navigate(`/bill/${companyPath}/TradeAccountList`);
    } finally {
      setSaving(false);
    }
  };

  if (!target.ticket) return null;
  const title = t('trade.menu.accountAdd');
  return (
    <TradePageFrame
      title={title}
      tmc={target.tmc}
      mustPick={target.mustPick}
      company={target.requested}
      onCompany={(id) => navigate(`/bill/${encodeURIComponent(id)}/TradeAccountAdd`)}
      testId="trade-account-add-page"
    >
      <Card
        title={
          <Space>
            <span>{title}</span>
            {existing[0] && <Typography.Text type="secondary">{existing[0].CompanyName}</Typography.Text>}
          </Space>
        }
        extra={
          <Link to={`/bill/${companyPath}/TradeAccountList`}>
            <ArrowLeftOutlined /> {t('tradeUi.account.backToList')}
          </Link>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('tradeUi.account.opened')}</Typography.Text>
          {existing.length === 0 ? (
            <Typography.Text type="secondary">{t('tradeUi.account.none')}</Typography.Text>
          ) : (
            existing.map((a) => (
              <Tag key={a.AccountID} color="blue">
                {accountTypeLabel(t, a.AccountType)}
                {a.AccountType === AccountType.Credit ? ` · ${yuanText(a.CreditLimit)}` : ''}
              </Tag>
            ))
          )}
        </Space>
        <Form<TForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ AccountType: AccountType.Balance }}
          onFinish={(v) => void submit(v)}
          onValuesChange={() => setFailure('')}
          data-testid="trade-account-form"
        >
          <Form.Item name="AccountType" label={t('tradeUi.account.AccountType')} required>
            <Radio.Group
              optionType="button"
              onChange={(e) => onTypeChange(Number(e.target.value))}
              options={ACCOUNT_TYPES.map((c) => ({ value: c, label: accountTypeLabel(t, c) }))}
            />
          </Form.Item>
          {credit && (
            <>
              <Form.Item
                name="CreditType"
                label={t('tradeUi.account.CreditType')}
                rules={[{ required: true, message: t('trade.validation.creditType') }]}
              >
                <Radio.Group options={CREDIT_TYPES.map((c) => ({ value: c, label: creditTypeLabel(t, c) }))} />
              </Form.Item>
              <Form.Item
                name="CreditLimit"
                label={t('tradeUi.account.CreditLimit')}
                extra={t('tradeUi.account.creditLimitHint')}
                rules={[{ required: true, message: t('trade.validation.creditLimit') }]}
              >
                <InputNumber min={0} precision={2} prefix="¥" style={{ width: 240 }} data-testid="credit-limit" />
              </Form.Item>
              {creditType === CreditType.Interim && (
                <Form.Item
                  name="CreditExpire"
                  label={t('tradeUi.account.CreditExpire')}
                  rules={[{ required: true, message: t('trade.validation.creditExpire') }]}
                >
                  <DatePicker showTime format={DATE_TIME} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                </Form.Item>
              )}
            </>
          )}
          <Form.Item name="Remark" label={t('tradeUi.deal.Remark')}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure}
              style={{ marginBottom: 16 }}
              data-testid="trade-account-error"
            />
          )}
          <Button type="primary" htmlType="submit" loading={saving} data-testid="trade-account-save">
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
    </TradePageFrame>
  );
};

export default TradeAccountAddPage;
