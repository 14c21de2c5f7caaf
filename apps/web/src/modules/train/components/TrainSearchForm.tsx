import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Tooltip } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRAIN_PRESALE_DAYS } from '@opentmc/contracts';
import { isOnSale, presaleDays, type TTrainPlace } from '../lib/train-search.ts';
import { StationPicker } from './StationPicker.tsx';

export type TTrainRoute = { from: TTrainPlace; to: TTrainPlace; date: string };

type TProps = {
  from: TTrainPlace | null;
  to: TTrainPlace | null;
  date: string;
  recent: readonly TTrainPlace[];
  onSearch: (route: TTrainRoute) => void;
};

type TErrors = { from?: string; to?: string };

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

/** From, swap, to, the date (only days on sale can be picked) and search. */
export const TrainSearchForm = ({ from: from0, to: to0, date: date0, recent, onSearch }: TProps) => {
  const { t } = useTranslation();
  const [from, setFrom] = useState(from0);
  const [to, setTo] = useState(to0);
  const [date, setDate] = useState(date0 && isOnSale(date0) ? date0 : presaleDays()[0]!);
  const [errors, setErrors] = useState<TErrors>({});

  const submit = () => {
    const e: TErrors = {
      from: from ? undefined : t('trainMall.form.fromRequired'),
      to: !to
        ? t('trainMall.form.toRequired')
        : from && from.name === to.name
          ? t('trainMall.form.sameCity')
          : undefined,
    };
    setErrors(e);
    if (from && to && !e.from && !e.to) onSearch({ from, to, date });
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setErrors({});
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
          onChange={(p) => (setFrom(p), setErrors({}))}
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
          onChange={(p) => (setTo(p), setErrors({}))}
          recent={recent}
          status={errors.to ? 'error' : undefined}
          testId="train-to"
        />
      </Field>
      <Field label={t('trainMall.form.date')} htmlFor="train-date">
        <DatePicker
          id="train-date"
          size="large"
          allowClear={false}
          value={dayjs(date)}
          format="YYYY-MM-DD ddd"
          disabledDate={(d) => !isOnSale(d.format('YYYY-MM-DD'))}
          onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          renderExtraFooter={() => (
            <span className="otmc-train-date-hint">
              {t('trainMall.form.presaleHint', { days: TRAIN_PRESALE_DAYS })}
            </span>
          )}
          data-testid="train-date"
          style={{ width: '100%' }}
        />
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
