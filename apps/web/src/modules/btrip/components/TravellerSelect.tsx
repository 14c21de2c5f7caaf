import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BtripTaskColleagues, type TBtripPerson } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';

type TProps = {
  /** The form item's id, so its label names the field. */
  id?: string;
  value?: string[];
  onChange?: (v: string[]) => void;
  /** People already known by id (the creator, the travellers of a saved application). */
  known: TBtripPerson[];
  /** Only the creator may travel (the company does not allow applying for others). */
  selfOnly: boolean;
};

const labelOf = (p: TBtripPerson, lang: string) =>
  p.DepartmentName ? (lang === 'en' ? `${p.Name} (${p.DepartmentName})` : `${p.Name}（${p.DepartmentName}）`) : p.Name;

/** The travellers: colleagues of the company, searched by name as one types. */
export const TravellerSelect = ({ id, value, onChange, known, selfOnly }: TProps) => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [seen, setSeen] = useState<Map<string, TBtripPerson>>(new Map());
  // A short pause after typing before asking the server.
  useEffect(() => {
    const h = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(h);
  }, [search]);
  const found = useQuery({
    queryKey: ['btrip', 'colleagues', term],
    queryFn: () => fetchResult(BtripTaskColleagues, { KeyWords: term }),
    enabled: !selfOnly,
    staleTime: 30 * 1000,
  });
  useEffect(() => {
    if (!found.data) return;
    setSeen((m) => {
      const next = new Map(m);
      for (const p of found.data) next.set(p.UserID, p);
      return next;
    });
  }, [found.data]);
  const people = new Map<string, TBtripPerson>([...known.map((p) => [p.UserID, p] as const), ...seen]);
  const options = [...people.values()].map((p) => ({ value: p.UserID, label: labelOf(p, i18n.language) }));
  return (
    <Select
      id={id}
      mode="multiple"
      data-testid="btrip-travellers"
      value={value ?? []}
      onChange={onChange}
      disabled={selfOnly}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onBlur={() => setSearch('')}
      loading={found.isFetching}
      placeholder={t('btrip.form.travellersPlaceholder')}
      options={options}
      notFoundContent={found.isFetching ? t('btrip.form.searching') : t('btrip.form.noColleague')}
    />
  );
};
