import { useDeferredValue, useMemo, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FlowPeople } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';

type TPerson = { UserID: string; UserName: string };

type TProps = {
  companyId: string;
  value?: string[];
  onChange?: (v: string[]) => void;
  /** Names of people already chosen (from the flow), so they show before any search. */
  known: TPerson[];
  placeholder: string;
  testId: string;
};

/** Chooses active people of a company by name (system/FlowInfo/People). */
export const PeopleSelect = ({ companyId, value, onChange, known, placeholder, testId }: TProps) => {
  const [search, setSearch] = useState('');
  const key = useDeferredValue(search.trim());
  const found = useQuery({
    queryKey: ['approval', 'people', companyId, key],
    queryFn: () =>
      fetchResult(FlowPeople, {
        PageNo: 1,
        PageSize: 30,
        ...(companyId ? { CompanyID: companyId } : {}),
        ...(key ? { Key: key } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const [seen, setSeen] = useState<TPerson[]>([]);
  const options = useMemo(() => {
    const all = new Map<string, string>();
    for (const p of [...known, ...seen]) all.set(p.UserID, p.UserName);
    for (const p of found.data?.Entities ?? [])
      all.set(p.UserID, p.DepartmentName ? `${p.UserName} · ${p.DepartmentName}` : p.UserName);
    return [...all].map(([v, label]) => ({ value: v, label }));
  }, [known, seen, found.data]);
  return (
    <Select
      mode="multiple"
      value={value ?? []}
      onChange={(v: string[]) => {
        const names = found.data?.Entities ?? [];
        setSeen((s) => [
          ...s,
          ...names.filter((p) => v.includes(p.UserID)).map((p) => ({ UserID: p.UserID, UserName: p.UserName })),
        ]);
        onChange?.(v);
      }}
      options={options}
      placeholder={placeholder}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
