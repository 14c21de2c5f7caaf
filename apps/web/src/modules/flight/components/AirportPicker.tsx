import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, Tag } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@opentmc/contracts';
import type { TPlace } from '../lib/flight-search.ts';
import { placeName, useAirportData } from '../lib/places.ts';

type TProps = {
  id: string;
  /** A city or airport; NO_PLACE for none. */
  value: TPlace;
  onChange: (place: TPlace) => void;
  status?: 'error';
  testId: string;
};

type TChoice = { key: string; code: string; kind: 'city' | 'airport'; label: string; city: string };

/**
 * A domestic city or airport, found in the reference data as typed (Chinese, pinyin, initials, IATA code, city): a
 * city of several airports comes as the city (all its airports) followed by each airport. Enter or leaving the field
 * with words typed takes the first choice (or puts the chosen place back when nothing matched).
 */
export const AirportPicker = ({ id, value, onChange, status, testId }: TProps) => {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'cn';
  const data = useAirportData();
  const name = placeName(data.data, value, lang);
  const [text, setText] = useState(name);
  const shown = useRef(name);
  const active = useRef('');
  useEffect(() => {
    if (name !== shown.current) {
      shown.current = name;
      setText(name);
    }
  }, [name]);

  const typing = text.trim() !== '' && text.trim() !== name;
  const choices = useMemo<TChoice[]>(() => {
    if (!typing || !data.data) return [];
    return data.data
      .searchAirports(text, lang, 30)
      .filter((p) => p.city.domestic)
      .slice(0, 15)
      .map((p) => ({
        key: `${p.kind}-${p.code}`,
        code: p.code,
        kind: p.kind,
        label: p.kind === 'city' ? p.label : data.data.airportLabel(p.code, lang),
        city: p.kind === 'city' ? '' : lang === 'en' ? p.city.en : p.city.name,
      }));
  }, [typing, text, lang, data.data]);
  const byKey = useMemo(() => new Map(choices.map((c) => [c.key, c])), [choices]);

  const choose = (c: TChoice) => {
    shown.current = c.label;
    setText(c.label);
    // An airport whose code is also its city's (SHA: 虹桥 and 上海) is that airport alone.
    onChange({ code: c.code, airportOnly: c.kind === 'airport' && !!data.data?.hasSeveralAirports(c.code) });
  };

  const options = choices.map((c) => ({
    value: c.key,
    label:
      c.kind === 'city' ? (
        <div className="otmc-flight-choice is-city" data-testid={`airport-city-${c.code}`}>
          <EnvironmentOutlined />
          <span className="otmc-flight-choice-name">{c.label}</span>
          <Tag color="blue" variant="filled">
            {t('flight.search.allAirports')}
          </Tag>
          <span className="otmc-flight-choice-code">{c.code}</span>
        </div>
      ) : (
        <div className="otmc-flight-choice" data-testid={`airport-option-${c.code}`}>
          <span className="otmc-flight-choice-name">{c.label}</span>
          <span className="otmc-flight-choice-city">{c.city}</span>
          <span className="otmc-flight-choice-code">{c.code}</span>
        </div>
      ),
  }));

  return (
    <AutoComplete
      id={id}
      value={text}
      options={options}
      showSearch={{ filterOption: false }}
      onChange={(v: string) => setText(byKey.get(v)?.label ?? v)}
      onActive={(v: string) => {
        active.current = v;
      }}
      onSelect={(v: string) => {
        const c = byKey.get(v);
        if (c) choose(c);
      }}
      onBlur={() => {
        const first = typing ? choices[0] : undefined;
        if (first) choose(first);
        else setText(name);
      }}
      notFoundContent={
        <div className="otmc-flight-choice-empty">
          {typing ? t('flight.search.noPlace', { keyWords: text.trim() }) : t('flight.search.placeHint')}
        </div>
      }
      popupMatchSelectWidth={360}
      status={status}
    >
      <Input
        size="large"
        placeholder={t('flight.search.placeholder')}
        onFocus={(e) => e.target.select()}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !typing) return;
          e.preventDefault();
          const pick = byKey.get(active.current) ?? choices[0];
          if (pick) choose(pick);
        }}
        data-testid={testId}
      />
    </AutoComplete>
  );
};
