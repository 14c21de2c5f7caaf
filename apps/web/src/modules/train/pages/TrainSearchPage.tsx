import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { CloseOutlined, CompassOutlined, HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TRAIN_PRESALE_DAYS, TrainSearch, type TLang, type TReply } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { DateStrip } from '../../../kit/DateStrip.tsx';
import { SortBar } from '../../../kit/SortBar.tsx';
import { TrainFilters } from '../components/TrainFilters.tsx';
import { TrainRow } from '../components/TrainRow.tsx';
import { TrainSearchForm, type TTrainRoute } from '../components/TrainSearchForm.tsx';
import {
  clearRecentRoutes,
  pushRecentRoute,
  readRecentRoutes,
  recentPlaces,
  type TRecentRoute,
} from '../lib/recent-searches.ts';
import { namedPlace, placeNamer } from '../lib/places.ts';
import { trainSearchKey } from '../lib/search-keys.ts';
import {
  NO_FILTERS,
  SORT_KEYS,
  filterTrains,
  hasFilters,
  isOnSale,
  presaleDays,
  readSearch,
  sortTrains,
  writeSearch,
  type TTrainPlace,
  type TTrainSearchState,
} from '../lib/train-search.ts';
import '../train-search.css';

const LoadingRows = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="train-loading" aria-busy="true">
      <div className="otmc-train-loading-text">{t('trainMall.states.loading')}</div>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="otmc-train-skeleton">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </div>
  );
};

/**
 * `/mall/train/list` (login required): the train search. From and to (a station or a whole city, typed ahead in
 * Chinese, pinyin or initials), a day of the presale window, then the day's trains between the two cities with
 * filters (type, time bands, stations), sorts and each seat type's fare and tickets left; a seat's book button goes
 * on to the seat step (`/order/orderSeat`). The server's refusals (not on sale yet, out of service hours) show in
 * place of the results. The whole search lives in the address.
 */
const TrainSearchPage = () => {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  // The screen's own state leads and the address follows it: a second click must not work on an address the router
  // has not rendered yet. Only an address this screen did not write (back, forward, a link) is read back.
  const lang: TLang = i18n.language === 'en' ? 'en' : 'cn';
  const [state, setState] = useState(() => readSearch(params, placeNamer(lang)));
  const latest = useRef(state);
  const written = useRef(new Set([params.toString()]));
  useEffect(() => {
    if (navigationType !== 'POP' && written.current.has(params.toString())) return;
    const next = readSearch(params, placeNamer(lang));
    latest.current = next;
    setState(next);
    // The language is read when the address is; a change of language names the places again below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, navigationType]);
  const days = presaleDays();
  const [kept, setRecent] = useState<TRecentRoute[]>(() => readRecentRoutes(localStorage, lang));
  // Places are named in the reader's language of the moment (the state keeps what it read; names follow a switch).
  const named = (p: TTrainPlace | null) => (p ? namedPlace(p.code, p.city, lang) : null);
  const recent = kept.map((r) => ({ from: named(r.from)!, to: named(r.to)! }));
  const from = named(state.from);
  const to = named(state.to);
  const date = state.date || days[0]!;
  const ready = from !== null && to !== null;

  const go = (change: (s: TTrainSearchState) => TTrainSearchState, replace = false) => {
    const next = change(latest.current);
    latest.current = next;
    setState(next);
    const address = writeSearch(next);
    written.current.add(address.toString());
    setParams(address, { replace });
  };
  // After a search the focus goes to the results' heading (it would fall to the page's start with the form redrawn).
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const search = (r: TTrainRoute) => {
    focusResults.current = true;
    setRecent(pushRecentRoute({ from: r.from, to: r.to }, localStorage, lang));
    // A new route starts without the last route's station filters, which name other stations.
    go((s) => {
      const sameRoute = r.from.code === s.from?.code && r.to.code === s.to?.code;
      return { ...s, ...r, filters: sameRoute ? s.filters : { ...s.filters, fromStations: [], toStations: [] } };
    });
  };

  const trains = useQuery({
    queryKey: [...trainSearchKey(from?.code ?? '', to?.code ?? '', date), i18n.language],
    queryFn: () =>
      fetchResult(TrainSearch, { FromStation: from!.code, ToStation: to!.code, DepartDate: date }, { failTips: false }),
    enabled: ready,
    staleTime: 60_000,
  });
  const all = useMemo(() => trains.data?.Entities ?? [], [trains.data]);
  const shown = useMemo(
    () => sortTrains(filterTrains(all, state.filters), state.sort),
    [all, state.filters, state.sort],
  );
  const filtered = hasFilters(state.filters);
  useEffect(() => {
    if (!focusResults.current || trains.isFetching || !resultsHeading.current) return;
    focusResults.current = false;
    resultsHeading.current.focus();
  });

  const summary = ready && (
    <>
      <h2 className="otmc-train-results-heading" tabIndex={-1} ref={resultsHeading} data-testid="train-results-heading">
        {t('trainMall.result.summary', { from: from.name, to: to.name, date: dayjs(date).format('YYYY-MM-DD ddd') })}
      </h2>
      {trains.data && (
        <span data-testid="train-count">
          {filtered
            ? t('trainMall.result.shown', { shown: shown.length, count: all.length })
            : t('trainMall.result.count', { count: all.length })}
        </span>
      )}
    </>
  );

  const results = () => {
    if (trains.isPending) return <LoadingRows />;
    if (trains.isError)
      return (
        <Card>
          <Result
            status="warning"
            title={t('trainMall.states.refusedTitle')}
            subTitle={(trains.error as unknown as TReply | null)?.message}
            extra={
              <>
                {!isOnSale(date) && (
                  <Button type="primary" onClick={() => go((s) => ({ ...s, date: days[0]! }))}>
                    {t('trainMall.states.firstDay', { date: days[0] })}
                  </Button>
                )}
                <Button icon={<ReloadOutlined />} onClick={() => void trains.refetch()} loading={trains.isFetching}>
                  {t('trainMall.states.retry')}
                </Button>
              </>
            }
            data-testid="train-search-refused"
          />
        </Card>
      );
    if (all.length === 0)
      return (
        <Card>
          <Empty
            description={
              <div data-testid="train-empty">
                <strong>{t('trainMall.states.emptyTitle')}</strong>
                <p>{t('trainMall.states.emptyDesc', { date, from: from?.name, to: to?.name })}</p>
              </div>
            }
          />
        </Card>
      );
    if (shown.length === 0)
      return (
        <Card>
          <Empty
            description={
              <div data-testid="train-filtered-empty">
                <strong>{t('trainMall.states.filteredTitle')}</strong>
                <p>{t('trainMall.states.filteredDesc')}</p>
              </div>
            }
          >
            <Button type="primary" onClick={() => go((s) => ({ ...s, filters: NO_FILTERS }), true)}>
              {t('trainMall.filters.clear')}
            </Button>
          </Empty>
        </Card>
      );
    return (
      <div className="otmc-train-list" data-testid="train-list">
        {shown.map((train) => (
          <TrainRow key={`${train.TrainNo}-${train.FromStationCode}`} train={train} />
        ))}
      </div>
    );
  };

  return (
    <div className="otmc-train-page" data-testid="train-search-page">
      <div className="otmc-train-head">
        <div className="otmc-container">
          <h1>{t('trainMall.title')}</h1>
          <p>{t('trainMall.subtitle', { days: TRAIN_PRESALE_DAYS })}</p>
        </div>
      </div>
      <div className="otmc-container otmc-train-body">
        <Card className="otmc-train-form-card">
          <TrainSearchForm
            key={`${from?.code}-${to?.code}-${date}-${lang}`}
            // Without a search in the address, the last route searched is offered again.
            from={from ?? (to ? null : (recent[0]?.from ?? null))}
            to={to ?? (from ? null : (recent[0]?.to ?? null))}
            date={date}
            recent={recentPlaces(recent)}
            onSearch={search}
          />
          {recent.length > 0 && (
            <div className="otmc-train-recent" data-testid="train-recent">
              <span className="otmc-train-recent-title">
                <HistoryOutlined /> {t('trainMall.recent.title')}
              </span>
              {recent.map((r) => (
                <button
                  key={`${r.from.name}-${r.to.name}`}
                  type="button"
                  className="otmc-train-recent-route"
                  onClick={() => search({ ...r, date })}
                >
                  {r.from.name} → {r.to.name}
                </button>
              ))}
              <Button
                type="link"
                size="small"
                icon={<CloseOutlined />}
                onClick={() => {
                  clearRecentRoutes();
                  setRecent([]);
                }}
              >
                {t('trainMall.recent.clear')}
              </Button>
            </div>
          )}
        </Card>

        {!ready ? (
          <Card className="otmc-train-idle">
            <Result
              icon={<CompassOutlined style={{ color: '#12a150' }} />}
              title={t('trainMall.states.idleTitle')}
              subTitle={t('trainMall.states.idleDesc')}
              data-testid="train-idle"
            />
          </Card>
        ) : (
          <>
            <DateStrip
              days={days}
              value={date}
              onChange={(d) => go((s) => ({ ...s, date: d }))}
              labels={{
                today: t('trainMall.dates.today'),
                tomorrow: t('trainMall.dates.tomorrow'),
                earlier: t('trainMall.dates.earlier'),
                later: t('trainMall.dates.later'),
              }}
              testId="train"
            />
            <Row gutter={[16, 16]}>
              {all.length > 0 && (
                <Col xs={24} lg={6}>
                  <TrainFilters
                    trains={all}
                    value={state.filters}
                    onChange={(filters) => go((s) => ({ ...s, filters }), true)}
                  />
                </Col>
              )}
              <Col xs={24} lg={all.length > 0 ? 18 : 24}>
                <SortBar
                  keys={SORT_KEYS}
                  value={state.sort}
                  onChange={(sort) => go((s) => ({ ...s, sort }), true)}
                  summary={summary}
                  label={(key) => t(`trainMall.sort.${key}`)}
                  title={(key, desc) => t(`trainMall.sort.${key}${desc ? 'Desc' : 'Asc'}`)}
                  testId="train"
                />
                {results()}
              </Col>
            </Row>
          </>
        )}
      </div>
    </div>
  );
};

export default TrainSearchPage;
