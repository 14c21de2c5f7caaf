import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Radio, Tooltip } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { saleDays, type TPlace } from '../lib/flight-search.ts';

export type TFlightRoute = { from: TPlace; to: TPlace; date: string; ret: string };

type TProps = TFlightRoute & { onSearch: (route: TFlightRoute) => void };

type TErrors = { from?: string; to?: string; ret?: string };

const Field = ({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  children: ReactNode;
}) => (
  <div className="otmc-flight-field">
    <label htmlFor={htmlFor}>{label}</label>
    {children}
    <div className="otmc-flight-field-error" role={error ? 'alert' : undefined}>
      {error}
    </div>
  </div>
);

const DAY = 'YYYY-MM-DD';

/** One way or round trip, from, swap, to, the departure and return dates (among the days on sale) and search. */
export const FlightSearchForm = ({
  from: from0,
  to: to0,
  date: date0,
  ret: ret0,
  onSearch,
  picker,
}: TProps & {
  /** The place pickers (the screen's AirportPicker), so the form stays a layout. */
  picker: (o: { id: string; value: TPlace; onChange: (place: TPlace) => void; error: boolean }) => ReactNode;
}) => {
  const { t } = useTranslation();
  const days = saleDays();
  const [from, setFrom] = useState(from0);
  const [to, setTo] = useState(to0);
  const [date, setDate] = useState(date0 && days.includes(date0) ? date0 : days[0]!);
  const [round, setRound] = useState(ret0 !== '');
  const [ret, setRet] = useState(ret0);
  const [errors, setErrors] = useState<TErrors>({});
  const onSale = (d: dayjs.Dayjs) => days.includes(d.format(DAY));

  const submit = () => {
    const e: TErrors = {};
    if (!from.code) e.from = t('flight.search.pickPlaces');
    if (!to.code) e.to = t('flight.search.pickPlaces');
    else if (to.code === from.code) e.to = t('flight.validation.samePlace');
    if (round && !ret) e.ret = t('flight.search.pickReturn');
    setErrors(e);
    if (Object.keys(e).length === 0) onSearch({ from, to, date, ret: round ? ret : '' });
  };

  return (
    <form
      className="otmc-flight-form"
      onSubmit={(ev) => {
        ev.preventDefault();
        submit();
      }}
      data-testid="flight-search-form"
    >
      <Radio.Group
        className="otmc-flight-trip"
        optionType="button"
        value={round ? 'round' : 'oneWay'}
        onChange={(ev) => setRound(ev.target.value === 'round')}
        options={[
          { value: 'oneWay', label: <span data-testid="flight-one-way">{t('flight.search.oneWay')}</span> },
          { value: 'round', label: <span data-testid="flight-round-trip">{t('flight.search.roundTrip')}</span> },
        ]}
      />
      <div className="otmc-flight-fields">
        <Field label={t('flight.search.from')} htmlFor="flight-from" error={errors.from}>
          {picker({
            id: 'flight-from',
            value: from,
            onChange: (c) => (setFrom(c), setErrors({})),
            error: !!errors.from,
          })}
        </Field>
        <Tooltip title={t('flight.search.swap')}>
          <Button
            shape="circle"
            icon={<SwapOutlined />}
            aria-label={t('flight.search.swap')}
            className="otmc-flight-swap"
            onClick={() => (setFrom(to), setTo(from))}
            data-testid="flight-swap"
          />
        </Tooltip>
        <Field label={t('flight.search.to')} htmlFor="flight-to" error={errors.to}>
          {picker({ id: 'flight-to', value: to, onChange: (c) => (setTo(c), setErrors({})), error: !!errors.to })}
        </Field>
        <Field label={t('flight.search.departDate')} htmlFor="flight-date">
          <DatePicker
            id="flight-date"
            size="large"
            allowClear={false}
            value={dayjs(date)}
            format={`${DAY} ddd`}
            disabledDate={(d) => !onSale(d)}
            onChange={(d) => {
              if (!d) return;
              const day = d.format(DAY);
              setDate(day);
              if (ret && ret < day) setRet('');
            }}
            data-testid="flight-date"
            style={{ width: '100%' }}
          />
        </Field>
        <Field label={t('flight.search.returnDate')} htmlFor="flight-ret" error={errors.ret}>
          <DatePicker
            id="flight-ret"
            size="large"
            value={ret ? dayjs(ret) : null}
            format={`${DAY} ddd`}
            disabled={!round}
            placeholder={round ? t('flight.search.returnDate') : t('flight.search.oneWay')}
            disabledDate={(d) => !onSale(d) || d.format(DAY) < date}
            onChange={(d) => {
              setRet(d ? d.format(DAY) : '');
              setErrors((e) => ({ ...e, ret: undefined }));
            }}
            status={errors.ret ? 'error' : undefined}
            data-testid="flight-ret"
            style={{ width: '100%' }}
          />
        </Field>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          icon={<SearchOutlined />}
          className="otmc-flight-submit"
          data-testid="flight-search"
        >
          {t('flight.search.search')}
        </Button>
      </div>
    </form>
  );
};
