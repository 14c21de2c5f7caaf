import { useRef, useState, type ReactNode } from 'react';
import { Button, DatePicker, Tooltip } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRAIN_PRESALE_DAYS } from '@opentmc/contracts';
import { useKeyboardDatePicker } from '../../../kit/keyboard-date.ts';
import { isOnSale, presaleDays, readTypedDate, type TTrainPlace } from '../lib/train-search.ts';
import { StationPicker } from './StationPicker.tsx';

export type TTrainRoute = { from: TTrainPlace; to: TTrainPlace; date: string };

type TProps = {
  from: TTrainPlace | null;
  to: TTrainPlace | null;
  date: string;
  recent: readonly TTrainPlace[];
  onSearch: (route: TTrainRoute) => void;
};

type TErrors = { from?: string; to?: string; date?: string };

type TFieldProps = { label: string; htmlFor: string; error?: string; children: ReactNode };

const Field = ({ label, htmlFor, error, children }: TFieldProps) => (
  <div className="otmc-train-field">
    <label htmlFor={htmlFor}>{label}</label>
    {children}
    <div className="otmc-train-field-error" role={error ? 'alert' : undefined}>
      {error}
    </div>
  </div>
);

/** How the date shows; typed dates are read by readTypedDate, which takes more forms. */
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * From, swap, to, the date (picked among the days on sale, or typed: a typed day on sale is kept, another one is
 * refused with a message and never replaced by another day) and search.
 */
export const TrainSearchForm = ({ from: from0, to: to0, date: date0, recent, onSearch }: TProps) => {
  const { t } = useTranslation();
  const [from, setFrom] = useState(from0);
  const [to, setTo] = useState(to0);
  const [date, setDate] = useState(date0 && isOnSale(date0) ? date0 : presaleDays()[0]!);
  const [errors, setErrors] = useState<TErrors>({});
  const dateBox = useRef<HTMLDivElement>(null);
  const onSale = (d: dayjs.Dayjs) => isOnSale(d.format(DATE_FORMAT));
  const dateKeys = useKeyboardDatePicker({
    value: dayjs(date),
    allowed: onSale,
    onMove: (d) => {
      setDate(d.format(DATE_FORMAT));
      setErrors((e) => ({ ...e, date: undefined }));
    },
  });

  /** The day in the date field as typed (the picker keeps what it cannot take), or the message why it is not one. */
  const typedDate = (): { date?: string; error?: string } => {
    const text = dateBox.current?.querySelector('input')?.value ?? date;
    const r = readTypedDate(text);
    if ('date' in r) return { date: r.date };
    const days = presaleDays();
    const day = 'day' in r ? r.day : text.trim();
    return { error: t(r.error, { date: day, first: days[0], last: days[days.length - 1] }) };
  };
  const checkDate = () => {
    const typed = typedDate();
    if (typed.date) setDate(typed.date);
    setErrors((e) => ({ ...e, date: typed.error }));
  };

  const submit = () => {
    const typed = typedDate();
    const e: TErrors = {
      from: from ? undefined : t('trainMall.form.fromRequired'),
      to: !to
        ? t('trainMall.form.toRequired')
        : from && from.name === to.name
          ? t('trainMall.form.sameCity')
          : undefined,
      date: typed.error,
    };
    setErrors(e);
    if (typed.date) setDate(typed.date);
    if (from && to && typed.date && !e.from && !e.to) onSearch({ from, to, date: typed.date });
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setErrors((e) => ({ date: e.date }));
  };

  return (
    <form
      className="otmc-train-form"
      data-testid="train-search-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label={t('trainMall.form.from')} htmlFor="train-from" error={errors.from}>
        <StationPicker
          id="train-from"
          value={from}
          onChange={(p) => (setFrom(p), setErrors((e) => ({ date: e.date })))}
          recent={recent}
          status={errors.from ? 'error' : undefined}
          testId="train-from"
        />
      </Field>
      <Tooltip title={t('trainMall.form.swap')}>
        <Button
          shape="circle"
          className="otmc-train-swap"
          icon={<SwapOutlined />}
          onClick={swap}
          aria-label={t('trainMall.form.swap')}
          data-testid="train-swap"
        />
      </Tooltip>
      <Field label={t('trainMall.form.to')} htmlFor="train-to" error={errors.to}>
        <StationPicker
          id="train-to"
          value={to}
          onChange={(p) => (setTo(p), setErrors((e) => ({ date: e.date })))}
          recent={recent}
          status={errors.to ? 'error' : undefined}
          testId="train-to"
        />
      </Field>
      <Field label={t('trainMall.form.date')} htmlFor="train-date" error={errors.date}>
        <div ref={dateBox}>
          <DatePicker
            id="train-date"
            size="large"
            allowClear={false}
            value={dayjs(date)}
            format={DATE_FORMAT}
            // A typed text that is no date stays in the field; a date off sale goes back to the day chosen. Either
            // way the form names what was typed and why it cannot search it, never another day in its place.
            preserveInvalidOnBlur
            status={errors.date ? 'error' : undefined}
            suffixIcon={<span className="otmc-train-date-week">{dayjs(date).format('ddd')}</span>}
            disabledDate={(d) => !onSale(d)}
            {...dateKeys}
            onChange={(d) => {
              if (!d) return;
              setDate(d.format(DATE_FORMAT));
              setErrors((e) => ({ ...e, date: undefined }));
            }}
            onBlur={checkDate}
            renderExtraFooter={() => (
              <span className="otmc-train-date-hint">
                {t('trainMall.form.presaleHint', { days: TRAIN_PRESALE_DAYS })}
              </span>
            )}
            data-testid="train-date"
            style={{ width: '100%' }}
          />
        </div>
      </Field>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        icon={<SearchOutlined />}
        className="otmc-train-submit"
        data-testid="train-search"
      >
        {t('trainMall.form.search')}
      </Button>
    </form>
  );
};
