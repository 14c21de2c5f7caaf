import { Button, Card, Checkbox, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAIN_LETTERS, type TTrain } from '@opentmc/contracts';
import {
  TIME_BANDS,
  bandOf,
  hasFilters,
  minuteOfDay,
  NO_FILTERS,
  stationsOf,
  type TTrainFilters,
} from '../lib/train-search.ts';

type TProps = {
  /** The day's trains before filtering: the options and their counts come from them. */
  trains: readonly TTrain[];
  value: TTrainFilters;
  onChange: (f: TTrainFilters) => void;
};

type TOption<T> = { value: T; label: string; count: number };

const Section = <T extends string>({
  title,
  options,
  value,
  onChange,
  testId,
}: {
  title: string;
  options: TOption<T>[];
  value: T[];
  onChange: (v: T[]) => void;
  testId: string;
}) => (
  <section className="otmc-train-filter" data-testid={testId}>
    <h3>{title}</h3>
    <Checkbox.Group value={value} onChange={(v) => onChange(v)} className="otmc-train-filter-options">
      {options.map((o) => (
        <Checkbox key={o.value} value={o.value} disabled={o.count === 0 && !value.includes(o.value)}>
          <span className="otmc-train-filter-label" data-testid={`${testId}-${o.value}`}>
            <span>{o.label}</span>
            <span className="otmc-train-filter-count">{o.count}</span>
          </span>
        </Checkbox>
      ))}
    </Checkbox.Group>
  </section>
);

const countBy = <T,>(trains: readonly TTrain[], of: (t: TTrain) => T, value: T) =>
  trains.filter((t) => of(t) === value).length;

/** The side filters: train type, departure and arrival time bands, the stations of both cities, tickets left. */
export const TrainFilters = ({ trains, value, onChange }: TProps) => {
  const { t } = useTranslation();
  const set = (patch: Partial<TTrainFilters>) => onChange({ ...value, ...patch });
  const bands = (side: 'DepartTime' | 'ArriveTime') =>
    TIME_BANDS.map((b) => ({
      value: b,
      label: t(`trainMall.filters.bands.${b}`),
      count: countBy(trains, (x) => bandOf(minuteOfDay(x[side])), b),
    }));
  const stations = (side: 'from' | 'to') =>
    stationsOf(trains, side).map((s) => ({ value: s.code, label: s.name, count: s.count }));

  return (
    <Card
      size="small"
      className="otmc-train-filters"
      title={t('trainMall.filters.title')}
      extra={
        hasFilters(value) && (
          <Button type="link" size="small" onClick={() => onChange(NO_FILTERS)} data-testid="train-filters-clear">
            {t('trainMall.filters.clear')}
          </Button>
        )
      }
      data-testid="train-filters"
    >
      <label className="otmc-train-filter-switch">
        <span>{t('trainMall.filters.onlyAvailable')}</span>
        <Switch
          size="small"
          checked={value.onlyAvailable}
          onChange={(onlyAvailable) => set({ onlyAvailable })}
          data-testid="train-filter-available"
        />
      </label>
      <Section
        title={t('trainMall.filters.trainType')}
        testId="train-filter-type"
        options={TRAIN_LETTERS.map((l) => ({
          value: l,
          label: t(`trainMall.filters.letters.${l}`),
          count: countBy(trains, (x) => x.TrainClass, l),
        }))}
        value={value.letters}
        onChange={(letters) => set({ letters })}
      />
      <Section
        title={t('trainMall.filters.departTime')}
        testId="train-filter-depart"
        options={bands('DepartTime')}
        value={value.depart}
        onChange={(depart) => set({ depart })}
      />
      <Section
        title={t('trainMall.filters.arriveTime')}
        testId="train-filter-arrive"
        options={bands('ArriveTime')}
        value={value.arrive}
        onChange={(arrive) => set({ arrive })}
      />
      <Section
        title={t('trainMall.filters.fromStation')}
        testId="train-filter-from"
        options={stations('from')}
        value={value.fromStations}
        onChange={(fromStations) => set({ fromStations })}
      />
      <Section
        title={t('trainMall.filters.toStation')}
        testId="train-filter-to"
        options={stations('to')}
        value={value.toStations}
        onChange={(toStations) => set({ toStations })}
      />
    </Card>
  );
};
