import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type TTrainSort } from '../lib/train-search.ts';

type TProps = {
  value: TTrainSort;
  onChange: (s: TTrainSort) => void;
  /** What the bar says on its left: the route and counts. */
  summary: ReactNode;
};

/** Sort by departure, duration or price; choosing the current key again turns the order round. */
export const TrainSortBar = ({ value, onChange, summary }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="otmc-train-sortbar" data-testid="train-sortbar">
      <div className="otmc-train-sortbar-summary">{summary}</div>
      <div className="otmc-train-sorts" role="group">
        {SORT_KEYS.map((key) => {
          const active = value.key === key;
          const next = { key, desc: active ? !value.desc : false };
          const desc = active && value.desc;
          return (
            <button
              key={key}
              type="button"
              className={active ? 'otmc-train-sort is-active' : 'otmc-train-sort'}
              aria-pressed={active}
              title={t(`trainMall.sort.${key}${desc ? 'Desc' : 'Asc'}`)}
              onClick={() => onChange(next)}
              data-testid={`train-sort-${key}`}
              data-desc={desc ? '1' : '0'}
            >
              {t(`trainMall.sort.${key}`)}
              {active && (desc ? <ArrowDownOutlined /> : <ArrowUpOutlined />)}
            </button>
          );
        })}
      </div>
    </div>
  );
};
