import { useId, type ComponentProps } from 'react';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = Omit<ComponentProps<typeof DatePicker.RangePicker>, 'id'> & {
  /** The form item's id (its label names the start half). */
  id?: string;
  /** The field's label, to name the end half ("<label> end") as well. */
  label: string;
};

/**
 * antd's date range with both halves named for assistive technology (its form item's label reaches only the first
 * input): "<label> start" and "<label> end", by labels only screen readers see.
 */
export const DateRangeInput = ({ id, label, ...props }: TProps) => {
  const { t } = useTranslation();
  const own = useId();
  const start = id ?? own;
  const end = `${start}-end`;
  return (
    <>
      <DatePicker.RangePicker {...props} id={{ start, end }} />
      <label htmlFor={start} className="otmc-visually-hidden">
        {id ? t('kit.dateRange.start') : t('kit.dateRange.startOf', { label })}
      </label>
      <label htmlFor={end} className="otmc-visually-hidden">
        {t('kit.dateRange.endOf', { label })}
      </label>
    </>
  );
};
