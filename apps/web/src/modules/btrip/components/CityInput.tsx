import { Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cityChoices, loadCities } from '../lib/cities.ts';
import type { TCityValue } from '../lib/form.ts';
import { BTRIP_CITIES_KEY } from '../lib/query-keys.ts';

type TProps = {
  /** The form item's id: its label names the city; the choice of domestic or international is named on its own. */
  id?: string;
  value?: TCityValue;
  onChange?: (v: TCityValue) => void;
  /** Prefix of the test ids, e.g. btrip-leg-0-from. */
  testId: string;
};

/** A city of a leg: a domestic prefecture city picked from the list, or an international city typed by name. */
export const CityInput = ({ id, value, onChange, testId }: TProps) => {
  const { t, i18n } = useTranslation();
  const cities = useQuery({ queryKey: BTRIP_CITIES_KEY, queryFn: loadCities, staleTime: Infinity });
  const choices = cities.data ? cityChoices(cities.data, i18n.language === 'en' ? 'en' : 'cn') : [];
  const international = value?.International === true;
  const set = (v: Partial<TCityValue>) =>
    onChange?.({ International: international, CityCode: '', CityName: '', ...value, ...v });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        style={{ width: 110 }}
        aria-label={t('btrip.form.cityArea')}
        value={international ? 'intl' : 'cn'}
        data-testid={`${testId}-area`}
        options={[
          { value: 'cn', label: t('btrip.form.domestic') },
          { value: 'intl', label: t('btrip.form.international') },
        ]}
        onChange={(v) => onChange?.({ International: v === 'intl', CityCode: '', CityName: '' })}
      />
      {international ? (
        <Input
          id={id}
          data-testid={`${testId}-name`}
          maxLength={50}
          value={value?.CityName ?? ''}
          placeholder={t('btrip.form.internationalCityPlaceholder')}
          onChange={(e) => set({ CityName: e.target.value, CityCode: '' })}
        />
      ) : (
        <Select
          id={id}
          data-testid={`${testId}-city`}
          showSearch={{
            optionFilterProp: 'search',
          }}
          loading={cities.isPending}
          value={value?.CityCode || undefined}
          placeholder={t('btrip.form.cityPlaceholder')}
          style={{ flex: 1, minWidth: 140 }}
          options={choices}
          onChange={(code: string) =>
            set({ CityCode: code, CityName: choices.find((c) => c.value === code)?.label ?? '' })
          }
        />
      )}
    </Space.Compact>
  );
};
