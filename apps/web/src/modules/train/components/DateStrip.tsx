import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addDays } from '../lib/train-search.ts';

type TProps = {
  /** The days on sale, today first. */
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
};

const VISIBLE = 7;

/** The presale window as a strip of days around the searched one, with the day before and after. */
export const DateStrip = ({ days, value, onChange }: TProps) => {
  const { t } = useTranslation();
  const at = days.indexOf(value);
  // Keep the chosen day in view, a little left of the middle, as the strip cannot scroll past the window.
  const start = Math.max(0, Math.min(days.length - VISIBLE, (at < 0 ? 0 : at) - 2));
  const shown = days.slice(start, start + VISIBLE);
  const label = (d: string) =>
    d === days[0] ? t('trainMall.dates.today') : d === days[1] ? t('trainMall.dates.tomorrow') : dayjs(d).format('ddd');
  const before = addDays(value, -1);
  const after = addDays(value, 1);

  return (
    <nav className="otmc-train-dates" data-testid="train-dates">
      <Button
        type="text"
        icon={<LeftOutlined />}
        disabled={!days.includes(before)}
        onClick={() => onChange(before)}
        data-testid="train-date-before"
      >
        {t('trainMall.dates.earlier')}
      </Button>
      <div className="otmc-train-dates-days">
        {shown.map((d) => (
          <button
            key={d}
            type="button"
            className={d === value ? 'otmc-train-day is-active' : 'otmc-train-day'}
            aria-pressed={d === value}
            onClick={() => onChange(d)}
            data-testid={`train-day-${d}`}
          >
            <strong>{dayjs(d).format('MM-DD')}</strong>
            <span>{label(d)}</span>
          </button>
        ))}
      </div>
      <Button
        type="text"
        disabled={!days.includes(after)}
        onClick={() => onChange(after)}
        data-testid="train-date-after"
      >
        {t('trainMall.dates.later')}
        <RightOutlined />
      </Button>
    </nav>
  );
};
