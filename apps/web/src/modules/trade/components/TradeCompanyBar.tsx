import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TradeCompanyList } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { tradeCompaniesKey } from '../lib/query-keys.ts';

type TProps = {
  /** The customer chosen ('' for none). */
  value: string;
  onChange: (companyId: string) => void;
  /** An extra first option with value '' (e.g. "All customers"). */
  allLabel?: string;
};

/** TMC staff choose the customer a trade screen works on, among the client companies they settle with. */
export const TradeCompanyBar = ({ value, onChange, allLabel }: TProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyWords = useDeferredValue(search.trim());
  const companies = useQuery({
    queryKey: tradeCompaniesKey(keyWords),
    queryFn: () => fetchResult(TradeCompanyList, keyWords ? { KeyWords: keyWords } : {}),
    placeholderData: keepPreviousData,
  });
  const options = [
    ...(allLabel ? [{ value: '', label: allLabel }] : []),
    ...(companies.data?.Entities ?? []).map((c) => ({
      value: c.CompanyID,
      label: `${c.CompanyName} (${c.CompanyID})`,
    })),
  ];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Card size="small">
      <Form layout="inline">
        <Form.Item label={t('tradeUi.company.pick')}>
          <Select
            value={value || (allLabel ? '' : undefined)}
            options={options}
            loading={companies.isFetching}
            placeholder={t('tradeUi.company.placeholder')}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            onChange={(v: string) => onChange(v)}
            style={{ width: 420 }}
            data-testid="trade-company"
          />
        </Form.Item>
      </Form>
    </Card>
  );
};
