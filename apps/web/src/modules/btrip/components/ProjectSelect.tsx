import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BtripProjectList } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { btripProjectsKey } from '../lib/query-keys.ts';

type TProps = {
  /** The form item's id, so its label names the field. */
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  /** The project a saved application names, shown by name even when it is not on the page found. */
  known?: { ProjectID: string; Name: string } | undefined;
};

/** How many projects one search shows. */
const PAGE = 50;

/** The project of an application: the company's enabled projects (btrip/Project/List), searched as one types. */
export const ProjectSelect = ({ id, value, onChange, known }: TProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  // A short pause after typing before asking the server.
  useEffect(() => {
    const h = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(h);
  }, [search]);
  const found = useQuery({
    queryKey: btripProjectsKey(term),
    queryFn: () => fetchResult(BtripProjectList, { PageNo: 1, PageSize: PAGE, KeyWords: term }),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
  const options = (found.data?.Entities ?? []).map((p) => ({ value: p.ProjectID, label: `${p.Code} ${p.Name}` }));
  if (known?.ProjectID && !options.some((o) => o.value === known.ProjectID))
    options.unshift({ value: known.ProjectID, label: known.Name });
  return (
    <Select
      id={id}
      allowClear
      data-testid="btrip-project"
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onBlur={() => setSearch('')}
      loading={found.isFetching}
      placeholder={t('btrip.form.projectPlaceholder')}
      options={options}
      notFoundContent={found.isFetching ? t('btrip.form.searching') : t('btrip.form.noProject')}
    />
  );
};
