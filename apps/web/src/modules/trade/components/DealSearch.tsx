import { useEffect } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { dealFilters } from '../lib/filters.ts';
import { TRADE_STATUSES, TRADE_TYPES, codeOptions, tradeStatusLabel, tradeTypeLabel } from '../lib/labels.ts';

const DAY = 'YYYY-MM-DD';

type TForm = {
  Dates?: [Dayjs | null, Dayjs | null] | null;
  TradeType?: number;
  TradeStatus?: number;
  UniqueID?: string;
  KeyWords?: string;
};

/** The search form of a deal list; the filters live in the address. */
export const DealSearch = ({ types = TRADE_TYPES }: { types?: readonly number[] }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TForm>();
  const paramKey = params.toString();
  useEffect(() => {
    const f = dealFilters(new URLSearchParams(paramKey));
    form.setFieldsValue({
      Dates: f.DateFrom || f.DateTo ? [f.DateFrom ? dayjs(f.DateFrom) : null, f.DateTo ? dayjs(f.DateTo) : null] : null,
      TradeType: f.TradeType,
      TradeStatus: f.TradeStatus,
      UniqueID: f.UniqueID,
      KeyWords: f.KeyWords,
    });
  }, [paramKey, form]);
  const pageSize = readPaging(params).PageSize;
  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={(v) =>
        setParams(
          toSearchParams(
            {
              DateFrom: v.Dates?.[0]?.format(DAY),
              DateTo: v.Dates?.[1]?.format(DAY),
              TradeType: v.TradeType,
              TradeStatus: v.TradeStatus,
              UniqueID: v.UniqueID,
              KeyWords: v.KeyWords,
            },
            { PageSize: pageSize },
          ),
        )
      }
    >
      <Form.Item name="Dates" label={t('tradeUi.filters.dates')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="TradeType" label={t('tradeUi.deal.TradeType')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('kit.resource.all')}
          options={codeOptions(tradeTypeLabel, t, types)}
        />
      </Form.Item>
      <Form.Item name="TradeStatus" label={t('tradeUi.deal.TradeStatus')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('kit.resource.all')}
          options={codeOptions(tradeStatusLabel, t, TRADE_STATUSES)}
        />
      </Form.Item>
      <Form.Item name="UniqueID" label={t('tradeUi.deal.Order')}>
        <Input allowClear maxLength={40} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="KeyWords" label={t('tradeUi.filters.keyWords')}>
        <Input allowClear maxLength={100} style={{ width: 170 }} placeholder={t('tradeUi.filters.keyWordsHint')} />
      </Form.Item>
      <SearchActions
        onReset={() => {
          form.resetFields();
          setParams(new URLSearchParams());
        }}
      />
    </Form>
  );
};
