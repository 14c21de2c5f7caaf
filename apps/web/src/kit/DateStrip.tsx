import type { ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import './date-strip.css';

type TProps = {
  /** The days that can be chosen, the first one first (today for a search). */
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
  /** The words of the strip in the reader's language. */
  labels: { today: string; tomorrow: string; earlier: string; later: string };
  /** What a day shows under its weekday (a lowest price), when the caller has it. */
  extra?: (day: string) => ReactNode;
  /** The day called today (and the next tomorrow); the first of `days` unless told (a return's days start later). */
  today?: string;
  /** The test ids' prefix: `{testId}-dates`, `{testId}-day-{day}`, `{testId}-date-before`, `{testId}-date-after`. */
  testId: string;
};

const VISIBLE = 7;

/** The window of days as a strip around the chosen one, with the day before and after (train and flight searches). */
export const DateStrip = ({ days, value, onChange, labels, extra, today = days[0], testId }: TProps) => {
  const at = days.indexOf(value);
  // Keep the chosen day in view, a little left of the middle, as the strip cannot scroll past the window.
  const start = Math.max(0, Math.min(days.length - VISIBLE, (at < 0 ? 0 : at) - 2));
  const shown = days.slice(start, start + VISIBLE);
  const tomorrow = today && dayjs(today).add(1, 'day').format('YYYY-MM-DD');
  const label = (d: string) => (d === today ? labels.today : d === tomorrow ? labels.tomorrow : dayjs(d).format('ddd'));
  const before = dayjs(value).subtract(1, 'day').format('YYYY-MM-DD');
  const after = dayjs(value).add(1, 'day').format('YYYY-MM-DD');

  return (
    <nav className="otmc-date-strip" data-testid={`${testId}-dates`}>
      <Button
        type="text"
        icon={<LeftOutlined />}
        disabled={!days.includes(before)}
        onClick={() => onChange(before)}
        data-testid={`${testId}-date-before`}
      >
        {labels.earlier}
      </Button>
      <div className="otmc-date-strip-days">
        {shown.map((d) => (
          <button
            key={d}
            type="button"
            className={d === value ? 'otmc-date-strip-day is-active' : 'otmc-date-strip-day'}
            aria-pressed={d === value}
            onClick={() => onChange(d)}
            data-testid={`${testId}-day-${d}`}
          >
            <strong>{dayjs(d).format('MM-DD')}</strong>
            <span>{label(d)}</span>
            {extra?.(d)}
          </button>
        ))}
      </div>
      <Button
        type="text"
        disabled={!days.includes(after)}
        onClick={() => onChange(after)}
        data-testid={`${testId}-date-after`}
      >
        {labels.later}
        <RightOutlined />
      </Button>
    </nav>
  );
};
