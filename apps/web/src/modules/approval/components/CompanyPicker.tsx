import { useDeferredValue, useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomersFree } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';

type TProps = { ownId: string; current: string; onPick: (companyId: string) => void };

/** TMC staff choose the client company whose approval settings they work on (the customers they reach). */
export const CompanyPicker = ({ ownId, current, onPick }: TProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyWords = useDeferredValue(search.trim());
  const companies = useQuery({
    queryKey: ['approval', 'companies', keyWords],
    queryFn: () =>
      fetchResult(
        CustomersFree,
        { PageNo: 1, PageSize: 50, ...(keyWords ? { KeyWords: keyWords } : {}) },
        { failTips: false },
      ),
    placeholderData: keepPreviousData,
  });
  const options = [
    { value: ownId, label: t('approval.company.own') },
    ...(companies.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName })),
  ];
  if (!options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return (
    <Space>
      <Typography.Text type="secondary">{t('approval.company.pick')}</Typography.Text>
      <Select
        value={current}
        options={options}
        loading={companies.isFetching}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        onChange={onPick}
        style={{ width: 260 }}
        data-testid="approval-company"
      />
    </Space>
  );
};

/** Whether a ticket belongs to TMC staff (who act on client companies). */
export const isTmcTicket = (featureCodes: readonly string[] | undefined) =>
  !!featureCodes && (featureCodes.includes('Tmc') || featureCodes.includes('Platform'));
