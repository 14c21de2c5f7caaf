import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { DateRangeInput } from '../../../kit/DateRangeInput.tsx';
import { readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { dealFilters, ledgerFilters } from '../lib/filters.ts';
import {
  ACCOUNT_TYPES,
  TRADE_STATUSES,
  TRADE_TYPES,
  accountTypeLabel,
  codeOptions,
  tradeStatusLabel,
  tradeTypeLabel,
} from '../lib/labels.ts';

const DAY = 'YYYY-MM-DD';

type TValues = {
  Dates?: [Dayjs | null, Dayjs | null] | null;
  TradeType?: number;
  TradeStatus?: number;
  AccountType?: number;
  UniqueID?: string;
  KeyWords?: string;
};

/** Which list it searches: deals (type, status, order, words) or the ledger (type, account, order). */
type TKind = 'deals' | 'ledger';

/** The search form of a trade list; the filters live in the address. */
export const TradeSearch = ({ kind, types = TRADE_TYPES }: { kind: TKind; types?: readonly number[] }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TValues>();
  const paramKey = params.toString();
  useEffect(() => {
    const read = new URLSearchParams(paramKey);
    const f: Omit<TValues, 'Dates'> & { DateFrom?: string; DateTo?: string } =
      kind === 'deals' ? dealFilters(read) : ledgerFilters(read);
    const { DateFrom, DateTo, ...rest } = f;
    form.setFieldsValue({
      Dates: DateFrom || DateTo ? [DateFrom ? dayjs(DateFrom) : null, DateTo ? dayjs(DateTo) : null] : null,
      ...rest,
    });
  }, [paramKey, form, kind]);
  const code = (name: keyof TValues, label: string, options: { value: number; label: string }[]) => (
    <Form.Item name={name} label={label}>
      <Select allowClear style={{ width: 140 }} placeholder={t('kit.resource.all')} options={options} />
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={({ Dates, ...v }) =>
        setParams(
          toSearchParams(
            { DateFrom: Dates?.[0]?.format(DAY), DateTo: Dates?.[1]?.format(DAY), ...v },
            { PageSize: readPaging(params).PageSize },
          ),
        )
      }
    >
      <Form.Item name="Dates" label={t('tradeUi.filters.dates')}>
        <DateRangeInput label={t('tradeUi.filters.dates')} allowEmpty={[true, true]} />
      </Form.Item>
      {code(
        'TradeType',
        t(kind === 'deals' ? 'tradeUi.deal.TradeType' : 'tradeUi.flow.TradeType'),
        codeOptions(tradeTypeLabel, t, types),
      )}
      {kind === 'deals'
        ? code('TradeStatus', t('tradeUi.deal.TradeStatus'), codeOptions(tradeStatusLabel, t, TRADE_STATUSES))
        : code('AccountType', t('tradeUi.account.AccountType'), codeOptions(accountTypeLabel, t, ACCOUNT_TYPES))}
      <Form.Item name="UniqueID" label={t('tradeUi.deal.Order')}>
        <Input allowClear maxLength={40} style={{ width: 170 }} />
      </Form.Item>
      {kind === 'deals' && (
        <Form.Item name="KeyWords" label={t('tradeUi.filters.keyWords')}>
          <Input allowClear maxLength={100} style={{ width: 170 }} placeholder={t('tradeUi.filters.keyWordsHint')} />
        </Form.Item>
      )}
      <SearchActions
        onReset={() => {
          form.resetFields();
          setParams(new URLSearchParams());
        }}
      />
    </Form>
  );
};
