import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Steps } from 'antd';
import { CompassOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FlightSearch, type TFlight, type TFlightCabin, type TLang, type TReply } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { DateStrip } from '../../../kit/DateStrip.tsx';
import { SortBar } from '../../../kit/SortBar.tsx';
import { AirportPicker } from '../components/AirportPicker.tsx';
import { ChosenFlights, type TChosen } from '../components/ChosenFlights.tsx';
import { FlightFilters } from '../components/FlightFilters.tsx';
import { FlightRow } from '../components/FlightRow.tsx';
import { FlightSearchForm, type TFlightRoute } from '../components/FlightSearchForm.tsx';
import {
  NO_FILTERS,
  SORT_KEYS,
  atPlaces,
  cabinsOf,
  filterFlights,
  flightKey,
  hasFilters,
  lowestOf,
  readSearch,
  saleDays,
  sortFlights,
  writeSearch,
  type TFlightFilters,
  type TFlightSearchState,
} from '../lib/flight-search.ts';
import { placeName, useAirportData } from '../lib/places.ts';
import '../flight-search.css';

/**
 * `/mall/flight/Internal/list` and `/mall/flightCN/flightList` (login required): the domestic flight search. From and
 * to (a city or an airport, typed in Chinese, pinyin, initials or a code), the day and, for a round trip, the day
 * back; the day's flights with filters (each option's lowest fare), sorts, and each flight's cabins with discount,
 * agreement fare, seats left, baggage and the refund and change rule. A round trip chooses the outbound, then the
 * return. The search lives in the address; booking is a later step (issue 17 section 2), so a choice shows its summary.
 */
const FlightSearchPage = () => {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'cn';
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const places = useAirportData();
  const days = saleDays();
  const date = state.date && days.includes(state.date) ? state.date : days[0]!;
  const ready = state.from.code !== '' && state.to.code !== '';
  const round = state.ret !== '';
  const [filters, setFilters] = useState<TFlightFilters>(NO_FILTERS);
  const [outbound, setOutbound] = useState<TChosen | null>(null);
  const [back, setBack] = useState<TChosen | null>(null);

  const go = (next: TFlightSearchState, replace = false) => setParams(writeSearch(next), { replace });
  const restart = () => {
    setFilters(NO_FILTERS);
    setOutbound(null);
    setBack(null);
  };
  const search = (r: TFlightRoute) => {
    restart();
    go({ ...state, ...r });
  };

  const reply = useQuery({
    queryKey: ['flight', 'search', state.from.code, state.to.code, date, state.ret, i18n.language],
    queryFn: () =>
      fetchResult(
        FlightSearch,
        { FromCity: state.from.code, ToCity: state.to.code, DepartDate: date, ReturnDate: state.ret || undefined },
        { failTips: false },
      ),
    enabled: ready,
    staleTime: 60_000,
  });
  // The leg being chosen: the outbound, then (a round trip with the outbound chosen) the return.
  const leg: 'out' | 'back' = round && outbound ? 'back' : 'out';
  // The leg's flights at the chosen airports (an airport chosen alone whose code is its city's: 虹桥 of 上海).
  const all = useMemo(
    () =>
      leg === 'back'
        ? atPlaces(reply.data?.ReturnEntities ?? [], state.to, state.from)
        : atPlaces(reply.data?.Entities ?? [], state.from, state.to),
    [reply.data, leg, state.from, state.to],
  );
  const shown = useMemo(
    () => sortFlights(filterFlights(all, filters), state.sort, filters),
    [all, filters, state.sort],
  );
  const legDate = leg === 'back' ? state.ret : date;
  const [legFrom, legTo] = leg === 'back' ? [state.to, state.from] : [state.from, state.to];
  const done = round ? back !== null : outbound !== null;

  const choose = (flight: TFlight, cabin: TFlightCabin) => {
    setFilters(NO_FILTERS);
    if (leg === 'back') setBack({ flight, cabin });
    else setOutbound({ flight, cabin });
  };

  const summary = ready && (
    <>
      <h2 className="otmc-flight-results-heading" data-testid="flight-results-heading">
        {round && (
          <span className="otmc-flight-leg">
            {t(leg === 'back' ? 'flight.search.legBack' : 'flight.search.legOut')}
          </span>
        )}
        {t('flight.search.summary', {
          from: placeName(places.data, legFrom, lang),
          to: placeName(places.data, legTo, lang),
          date: dayjs(legDate).format('YYYY-MM-DD ddd'),
        })}
      </h2>
      {reply.data && (
        <span data-testid="flight-count">
          {hasFilters(filters)
            ? t('flight.search.shown', { shown: shown.length, count: all.length })
            : t('flight.search.count', { count: all.length })}
        </span>
      )}
    </>
  );

  const results = () => {
    if (reply.isPending)
      return (
        <div data-testid="flight-loading" aria-busy="true">
          <div className="otmc-flight-loading-text">{t('flight.search.loading')}</div>
          {[0, 1, 2].map((i) => (
            <Card key={i} className="otmc-flight-skeleton">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      );
    if (reply.isError)
      return (
        <Card>
          <Result
            status="warning"
            title={t('flight.search.refusedTitle')}
            subTitle={(reply.error as unknown as TReply | null)?.message}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void reply.refetch()} loading={reply.isFetching}>
                {t('flight.search.retry')}
              </Button>
            }
            data-testid="flight-search-refused"
          />
        </Card>
      );
    if (shown.length === 0)
      return (
        <Card>
          <Empty
            description={
              <div data-testid="flight-filtered-empty">
                <strong>{t('flight.search.filteredTitle')}</strong>
                <p>{t('flight.search.filteredDesc')}</p>
              </div>
            }
          >
            <Button type="primary" onClick={() => setFilters(NO_FILTERS)}>
              {t('flight.filters.clear')}
            </Button>
          </Empty>
        </Card>
      );
    return (
      <div className="otmc-flight-list" data-testid="flight-list">
        {shown.map((f) => (
          <FlightRow
            key={`${leg}-${flightKey(f)}`}
            flight={f}
            cabins={cabinsOf(f, filters)}
            lowest={lowestOf(f, filters) ?? f.LowestPrice}
            places={places.data}
            lang={lang}
            chooseLabel={t(
              !round ? 'flight.cabin.choose' : leg === 'back' ? 'flight.search.chooseBack' : 'flight.search.chooseOut',
            )}
            onChoose={(c) => choose(f, c)}
          />
        ))}
      </div>
    );
  };

  return (
    <div className="otmc-flight-page" data-testid="flight-search-page">
      <div className="otmc-flight-head">
        <div className="otmc-container">
          <h1>{t('flight.search.title')}</h1>
          <p>{t('flight.search.subtitle')}</p>
        </div>
      </div>
      <div className="otmc-container otmc-flight-body">
        <Card className="otmc-flight-form-card">
          <FlightSearchForm
            key={writeSearch({ ...state, date }).toString()}
            from={state.from}
            to={state.to}
            date={date}
            ret={state.ret}
            onSearch={search}
            picker={(o) => (
              <AirportPicker
                id={o.id}
                value={o.value}
                onChange={o.onChange}
                status={o.error ? 'error' : undefined}
                testId={o.id}
              />
            )}
          />
        </Card>

        {!ready ? (
          <Card className="otmc-flight-idle">
            <Result
              icon={<CompassOutlined style={{ color: '#1677ff' }} />}
              title={t('flight.search.idleTitle')}
              subTitle={t('flight.search.idleDesc')}
              data-testid="flight-idle"
            />
          </Card>
        ) : (
          <>
            {round && (
              <Steps
                className="otmc-flight-steps"
                size="small"
                current={done ? 2 : leg === 'back' ? 1 : 0}
                items={[{ title: t('flight.search.stepOut') }, { title: t('flight.search.stepBack') }]}
                data-testid="flight-steps"
              />
            )}
            {(outbound || back) && (
              <ChosenFlights
                outbound={outbound}
                back={back}
                round={round}
                places={places.data}
                lang={lang}
                onChange={() => restart()}
              />
            )}
            {!done && (
              <>
                {/* The outbound's days up to the return; the return's from the outbound's day, the outbound kept. */}
                <DateStrip
                  days={
                    leg === 'back' ? days.filter((d) => d >= date) : round ? days.filter((d) => d <= state.ret) : days
                  }
                  value={legDate}
                  today={days[0]}
                  onChange={(d) => (leg === 'back' ? go({ ...state, ret: d }) : (restart(), go({ ...state, date: d })))}
                  labels={{
                    today: t('flight.dates.today'),
                    tomorrow: t('flight.dates.tomorrow'),
                    earlier: t('flight.dates.earlier'),
                    later: t('flight.dates.later'),
                  }}
                  testId="flight"
                />
                <Row gutter={[16, 16]}>
                  {all.length > 0 && (
                    <Col xs={24} lg={6}>
                      <FlightFilters
                        flights={all}
                        value={filters}
                        onChange={setFilters}
                        places={places.data}
                        lang={lang}
                      />
                    </Col>
                  )}
                  <Col xs={24} lg={all.length > 0 ? 18 : 24}>
                    <SortBar
                      keys={SORT_KEYS}
                      value={state.sort}
                      onChange={(sort) => go({ ...state, sort }, true)}
                      summary={summary}
                      label={(key) => t(`flight.sort.${key}`)}
                      title={(key, desc) => t(`flight.sort.${key}${desc ? 'Desc' : 'Asc'}`)}
                      testId="flight"
                    />
                    {results()}
                  </Col>
                </Row>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
};

export default FlightSearchPage;
