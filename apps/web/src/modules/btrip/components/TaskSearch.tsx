import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { BTRIP_STATUSES } from '@opentmc/contracts';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { DateRangeInput } from '../../../kit/DateRangeInput.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';

export const TASK_FILTERS = ['Status', 'KeyWords', 'From', 'To'] as const;
const DAY = 'YYYY-MM-DD';
const validDay = (s: string | undefined) => (s && dayjs(s, DAY, true).isValid() ? s : undefined);

type TSearchForm = { Status?: string; KeyWords?: string; Dates?: [Dayjs | null, Dayjs | null] | null };

/** The list filters as a payload, from the address. */
export const taskFilters = (params: URLSearchParams) => {
  const f = readFilters(params, TASK_FILTERS);
  const from = validDay(f.From);
  const to = validDay(f.To);
  return {
    ...readPaging(params),
    ...(f.Status && (BTRIP_STATUSES as string[]).includes(f.Status)
      ? { Status: f.Status as (typeof BTRIP_STATUSES)[number] }
      : {}),
    ...(f.KeyWords ? { KeyWords: f.KeyWords } : {}),
    ...(from ? { StartDate: from } : {}),
    ...(to ? { StartDateEnd: to } : {}),
  };
};

/** The search form of the application lists; the address holds the filters. */
export const TaskSearch = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), TASK_FILTERS);
    const a = validDay(f.From);
    const b = validDay(f.To);
    form.setFieldsValue({
      Status: f.Status,
      KeyWords: f.KeyWords,
      Dates: a || b ? [a ? dayjs(a) : null, b ? dayjs(b) : null] : null,
    });
  }, [paramKey, form]);
  return (
    <Form<TSearchForm>
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={(v) =>
        setParams(
          toSearchParams(
            { Status: v.Status, KeyWords: v.KeyWords, From: v.Dates?.[0]?.format(DAY), To: v.Dates?.[1]?.format(DAY) },
            { PageNo: 1, PageSize: readPaging(params).PageSize },
          ),
        )
      }
    >
      <Form.Item name="Status" label={t('btrip.detail.status')}>
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('btrip.list.all')}
          options={BTRIP_STATUSES.map((s) => ({ value: s, label: t(`btrip.status.${s}`) }))}
          data-testid="btrip-filter-status"
        />
      </Form.Item>
      <Form.Item name="KeyWords" label={t('btrip.list.keywords')}>
        <Input allowClear maxLength={100} style={{ width: 220 }} placeholder={t('btrip.list.keywordsPlaceholder')} />
      </Form.Item>
      <Form.Item name="Dates" label={t('btrip.list.startDate')}>
        <DateRangeInput label={t('btrip.list.startDate')} allowEmpty={[true, true]} />
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
