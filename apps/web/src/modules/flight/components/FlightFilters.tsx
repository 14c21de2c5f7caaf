import { Button, Card, Checkbox, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLIGHT_CABIN_CLASSES, type TFlight, type TLang } from '@opentmc/contracts';
import { yuanText } from '../../../kit/money.ts';
import {
  NO_FILTERS,
  TIME_BANDS,
  bandOf,
  hasFilters,
  optionsOf,
  stopsOf,
  type TFilterOption,
  type TFlightFilters,
} from '../lib/flight-search.ts';
import { airportText, type TAirportData } from '../lib/places.ts';

type TProps = {
  /** The flights before filtering: the options and their lowest fares come from them. */
  flights: readonly TFlight[];
  value: TFlightFilters;
  onChange: (f: TFlightFilters) => void;
  places: TAirportData | undefined;
  lang: TLang;
};

type TListKey = Exclude<keyof TFlightFilters, 'hideCodeShare'>;

/** The side filters, each option with the lowest fare choosing it gives (none when it gives no flight). */
export const FlightFilters = ({ flights, value, onChange, places, lang }: TProps) => {
  const { t } = useTranslation();
  const section = (
    key: TListKey,
    title: string,
    of: (f: TFlight) => { value: string; label: string; price?: number }[],
    order?: readonly string[],
  ) => {
    const options = optionsOf(flights, value, { [key]: [] }, of);
    if (order) options.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    if (options.length < 2 && (value[key] as string[]).length === 0) return null;
    const testId = `flight-filter-${key}`;
    return (
      <section className="otmc-flight-filter" data-testid={testId}>
        <h3>{title}</h3>
        <Checkbox.Group
          value={value[key] as string[]}
          onChange={(v) => onChange({ ...value, [key]: v })}
          className="otmc-flight-filter-options"
        >
          {options.map((o: TFilterOption) => (
            <Checkbox
              key={o.value}
              value={o.value}
              disabled={o.lowest === null && !(value[key] as string[]).includes(o.value)}
            >
              <span className="otmc-flight-filter-label" data-testid={`${testId}-${o.value}`}>
                <span>{o.label}</span>
                <span className="otmc-flight-filter-price">{o.lowest === null ? '' : yuanText(o.lowest)}</span>
              </span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </section>
    );
  };

  return (
    <Card
      size="small"
      className="otmc-flight-filters"
      title={t('flight.filters.title')}
      extra={
        hasFilters(value) && (
          <Button type="link" size="small" onClick={() => onChange(NO_FILTERS)} data-testid="flight-filters-clear">
            {t('flight.filters.clear')}
          </Button>
        )
      }
      data-testid="flight-filters"
    >
      <label className="otmc-flight-filter-switch">
        <span>{t('flight.filters.hideCodeShare')}</span>
        <Switch
          size="small"
          checked={value.hideCodeShare}
          onChange={(hideCodeShare) => onChange({ ...value, hideCodeShare })}
          data-testid="flight-filter-codeshare"
        />
      </label>
      {section(
        'stops',
        t('flight.filters.stops'),
        (f) => [{ value: stopsOf(f), label: t(`flight.filters.${stopsOf(f)}`) }],
        ['direct', 'oneStop'],
      )}
      {section(
        'bands',
        t('flight.filters.departTime'),
        (f) => [{ value: bandOf(f.DepartTime), label: t(`flight.filters.bands.${bandOf(f.DepartTime)}`) }],
        TIME_BANDS,
      )}
      {section('airlines', t('flight.filters.airline'), (f) => [{ value: f.Airline, label: f.AirlineName }])}
      {section(
        'cabins',
        t('flight.filters.cabinClass'),
        (f) =>
          FLIGHT_CABIN_CLASSES.flatMap((cls) => {
            const prices = f.Cabins.filter((c) => c.CabinClass === cls).map((c) => c.Price);
            return prices.length
              ? [{ value: cls, label: t(`flight.cabinClass.${cls}`), price: Math.min(...prices) }]
              : [];
          }),
        FLIGHT_CABIN_CLASSES,
      )}
      {section('departAirports', t('flight.filters.departAirport'), (f) => [
        { value: f.DepartAirport, label: airportText(places, f.DepartAirport, lang) },
      ])}
      {section('arriveAirports', t('flight.filters.arriveAirport'), (f) => [
        { value: f.ArriveAirport, label: airportText(places, f.ArriveAirport, lang) },
      ])}
    </Card>
  );
};
