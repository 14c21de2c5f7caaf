import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, Tag } from 'antd';
import { EnvironmentOutlined, HistoryOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrainStationSearch } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { trainStationKey } from '../lib/search-keys.ts';
import { stationChoices, type TStationChoice, type TTrainPlace } from '../lib/train-search.ts';

type TProps = {
  id: string;
  value: TTrainPlace | null;
  onChange: (place: TTrainPlace) => void;
  /** Places chosen on earlier searches, offered while the input is empty. */
  recent: readonly TTrainPlace[];
  status?: 'error';
  testId: string;
};

const TYPE_AHEAD_MS = 200;

const ChoiceLabel = ({ choice }: { choice: TStationChoice }) => {
  const { t } = useTranslation();
  if (choice.kind === 'city')
    return (
      <div className="otmc-train-choice is-city" data-testid={`station-city-${choice.name}`}>
        <EnvironmentOutlined className="otmc-train-choice-icon" />
        <span className="otmc-train-choice-name">{choice.name}</span>
        <span className="otmc-train-choice-pinyin">{choice.pinyin}</span>
        <Tag color="blue" variant="filled" className="otmc-train-choice-tag">
          {t('trainMall.station.allStations')}
        </Tag>
      </div>
    );
  return (
    <div className="otmc-train-choice" data-testid={`station-option-${choice.code}`}>
      <span className="otmc-train-choice-name">{choice.name}</span>
      <span className="otmc-train-choice-pinyin">{choice.pinyin}</span>
      <span className="otmc-train-choice-city">{choice.city}</span>
      <span className="otmc-train-choice-code">{choice.code}</span>
    </div>
  );
};

/**
 * A station or city, typed ahead with TrainSearch/Station (Chinese, full pinyin, initials or telegraph code).
 * Cities several results share come first as a whole; Enter takes the first choice, and leaving the field with
 * words typed takes the first choice too (or puts the last chosen place back when nothing matched).
 */
export const StationPicker = ({ id, value, onChange, recent, status, testId }: TProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const [keyWords, setKeyWords] = useState('');
  // The place chosen from outside (swap, a recent route, the address) shows in the input.
  const shown = useRef(value?.name ?? '');
  /** The option the arrow keys are on. */
  const active = useRef('');
  useEffect(() => {
    const name = value?.name ?? '';
    if (name !== shown.current) {
      shown.current = name;
      setText(name);
    }
  }, [value]);

  useEffect(() => {
    const words = text.trim();
    const timer = setTimeout(() => setKeyWords(words === value?.name ? '' : words), TYPE_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [text, value?.name]);

  const stations = useQuery({
    queryKey: trainStationKey(keyWords),
    queryFn: () => fetchResult(TrainStationSearch, { KeyWords: keyWords, PageSize: 20 }, { failTips: false }),
    enabled: keyWords !== '',
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

  const typing = text.trim() !== '' && text.trim() !== value?.name;
  const choices = useMemo<TStationChoice[]>(
    () =>
      typing
        ? stationChoices(stations.data?.Entities ?? [])
        : recent.map((p) => ({ kind: p.city ? 'city' : 'station', code: p.code, name: p.name, city: '', pinyin: '' })),
    [typing, stations.data, recent],
  );
  const byName = useMemo(() => new Map(choices.map((c) => [c.name, c])), [choices]);

  const choose = (c: TStationChoice) => {
    shown.current = c.name;
    setText(c.name);
    setKeyWords('');
    onChange({ code: c.code, city: c.kind === 'city', name: c.name });
  };

  const options = [
    {
      label: (
        <span className="otmc-train-choice-group">
          {typing ? (
            t('trainMall.station.matches')
          ) : (
            <>
              <HistoryOutlined /> {t('trainMall.station.recent')}
            </>
          )}
        </span>
      ),
      options: choices.map((c) => ({ value: c.name, label: <ChoiceLabel choice={c} /> })),
    },
  ].filter((g) => g.options.length > 0);

  const fresh = typing && keyWords === text.trim() && !stations.isFetching;
  const notFound = typing ? (
    <div className="otmc-train-choice-empty">
      {fresh ? t('trainMall.station.none', { keyWords: text.trim() }) : t('trainMall.station.searching')}
    </div>
  ) : (
    <div className="otmc-train-choice-empty">{t('trainMall.station.hint')}</div>
  );

  return (
    <AutoComplete
      id={id}
      value={text}
      options={options}
      showSearch={{ filterOption: false }}
      onChange={(v: string) => setText(v)}
      onActive={(v: string) => {
        active.current = v;
      }}
      onSelect={(v: string) => {
        const c = byName.get(v);
        if (c) choose(c);
      }}
      onBlur={() => {
        if (!typing) return setText(value?.name ?? '');
        const first = fresh ? choices[0] : undefined;
        if (first) choose(first);
        else setText(value?.name ?? '');
      }}
      notFoundContent={notFound}
      popupMatchSelectWidth={360}
      classNames={{ popup: { root: 'otmc-train-choice-popup' } }}
      status={status}
    >
      <Input
        size="large"
        placeholder={t('trainMall.form.placeholder')}
        onFocus={(e) => e.target.select()}
        onKeyDown={(e) => {
          // Enter while typing takes a place (the option moved to with the arrows, else the first) and never
          // submits the search with the words half typed.
          if (e.key !== 'Enter' || !typing) return;
          e.preventDefault();
          const pick = fresh ? (byName.get(active.current) ?? choices[0]) : undefined;
          if (pick) choose(pick);
        }}
        data-testid={testId}
      />
    </AutoComplete>
  );
};
