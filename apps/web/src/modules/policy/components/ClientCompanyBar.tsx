import { useDeferredValue, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomersFree } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { clientCompaniesKey } from '../lib/query-keys.ts';

type TProps = {
  /** The client chosen ('' for none). */
  value: string;
  onChange: (companyId: string) => void;
  /** An extra first option (e.g. the TMC's own defaults), value ''. */
  ownLabel?: string;
};

/** TMC staff choose the client company a policy screen works on (the clients they reach). */
export const ClientCompanyBar = ({ value, onChange, ownLabel }: TProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyWords = useDeferredValue(search.trim());
  const clients = useQuery({
    queryKey: clientCompaniesKey(keyWords),
    queryFn: () => fetchResult(CustomersFree, { PageNo: 1, PageSize: 50, ...(keyWords ? { KeyWords: keyWords } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options = [
    ...(ownLabel ? [{ value: '', label: ownLabel }] : []),
    ...(clients.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName })),
  ];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Card size="small">
      <Form layout="inline">
        <Form.Item label={t('policy.company.pick')}>
          <Select
            value={value || (ownLabel ? '' : undefined)}
            options={options}
            loading={clients.isFetching}
            placeholder={t('policy.company.placeholder')}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            onChange={(v: string) => onChange(v)}
            style={{ width: 360 }}
            data-testid="policy-company"
          />
        </Form.Item>
      </Form>
    </Card>
  );
};

/** The card shown until TMC staff pick a client. */
export const PickClientFirst = ({ title }: { title: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Card title={title}>
      <Empty description={t('policy.company.pickFirst')} />
    </Card>
  );
};
