import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import './sort-bar.css';

export type TSortOf<K extends string> = { key: K; desc: boolean };

type TProps<K extends string> = {
  keys: readonly K[];
  value: TSortOf<K>;
  onChange: (s: TSortOf<K>) => void;
  /** What the bar says on its left: the route and counts. */
  summary: ReactNode;
  /** A key's name, and what choosing it does (ascending or descending). */
  label: (key: K) => string;
  title: (key: K, desc: boolean) => string;
  /** The test ids' prefix: `{testId}-sortbar`, `{testId}-sort-{key}`. */
  testId: string;
};

/** Sort keys of a search's results (train and flight); choosing the current key again turns the order round. */
export const SortBar = <K extends string>({ keys, value, onChange, summary, label, title, testId }: TProps<K>) => (
  <div className="otmc-sortbar" data-testid={`${testId}-sortbar`}>
    <div className="otmc-sortbar-summary">{summary}</div>
    <div className="otmc-sortbar-keys" role="group">
      {keys.map((key) => {
        const active = value.key === key;
        const desc = active && value.desc;
        return (
          <button
            key={key}
            type="button"
            className={active ? 'otmc-sortbar-key is-active' : 'otmc-sortbar-key'}
            aria-pressed={active}
            title={title(key, desc)}
            onClick={() => onChange({ key, desc: active ? !value.desc : false })}
            data-testid={`${testId}-sort-${key}`}
            data-desc={desc ? '1' : '0'}
          >
            {label(key)}
            {active && (desc ? <ArrowDownOutlined /> : <ArrowUpOutlined />)}
          </button>
        );
      })}
    </div>
  </div>
);
