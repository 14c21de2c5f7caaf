import { Button, Popover, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { lookupOf, type TTrain, type TTrainSeat } from '@opentmc/contracts';
import { durationText } from '../../../kit/duration.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';
import { yuanText } from '../../trade/index.ts';
import { minuteOfDay, orderSeatLink } from '../lib/train-search.ts';

const SEAT = lookupOf('TrainSeatType');
/** At or under this many tickets left, the count is shown as scarce. */
const FEW_LEFT = 10;

const hhmm = (dateTime: string) => dateTime.slice(11, 16);

const StopsTable = ({ train }: { train: TTrain }) => {
  const { t } = useTranslation();
  const rows = [
    { name: train.FromStationName, arrive: '', depart: hhmm(train.DepartTime), stay: '' },
    ...train.Stops.map((s) => {
      const stay = (minuteOfDay(s.DepartTime) - minuteOfDay(s.ArriveTime) + 1440) % 1440;
      return {
        name: s.StationName,
        arrive: hhmm(s.ArriveTime),
        depart: hhmm(s.DepartTime),
        stay: t('trainMall.result.stayMinutes', { minutes: stay }),
      };
    }),
    { name: train.ToStationName, arrive: hhmm(train.ArriveTime), depart: '', stay: '' },
  ];
  return (
    <table className="otmc-train-stops" data-testid={`train-stops-${train.TrainNo}`}>
      <thead>
        <tr>
          <th>{t('trainMall.result.stopStation')}</th>
          <th>{t('trainMall.result.stopArrive')}</th>
          <th>{t('trainMall.result.stopDepart')}</th>
          <th>{t('trainMall.result.stopStay')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className={i === 0 || i === rows.length - 1 ? 'is-end' : undefined}>
            <td>{r.name}</td>
            <td>{r.arrive || '—'}</td>
            <td>{r.depart || '—'}</td>
            <td>{r.stay || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const SeatLine = ({ train, seat }: { train: TTrain; seat: TTrainSeat }) => {
  const { t } = useTranslation();
  const name = lookupLabel(SEAT, seat.SeatType, t);
  const soldOut = seat.Remaining === 0;
  const book = {
    children: t('trainMall.result.book'),
    size: 'small' as const,
    type: 'primary' as const,
    autoInsertSpace: false,
  };
  return (
    <li
      className={soldOut ? 'otmc-train-seat is-sold-out' : 'otmc-train-seat'}
      data-testid={`train-seat-${train.TrainNo}-${seat.SeatType}`}
      data-remaining={seat.Remaining}
    >
      <span className="otmc-train-seat-name" title={name}>
        {name}
      </span>
      <span className="otmc-train-seat-price" data-testid="train-seat-price">
        {yuanText(seat.Price)}
      </span>
      <span className={seat.Remaining <= FEW_LEFT ? 'otmc-train-seat-left is-few' : 'otmc-train-seat-left'}>
        {soldOut ? t('trainMall.result.soldOut') : t('trainMall.result.remaining', { count: seat.Remaining })}
      </span>
      {soldOut ? (
        <Button {...book} disabled data-testid="train-seat-book" />
      ) : (
        <LinkButton
          {...book}
          to={orderSeatLink(train, seat.SeatType)}
          title={t('trainMall.result.bookTitle', { train: train.TrainNo, seat: name })}
          data-testid="train-seat-book"
        />
      )}
    </li>
  );
};

/** One train: number and stops, times and stations, duration, then each seat type with fare, tickets left and book. */
export const TrainRow = ({ train }: { train: TTrain }) => {
  const { t } = useTranslation();
  return (
    <article className="otmc-train-row" data-testid={`train-row-${train.TrainNo}`} data-train-class={train.TrainClass}>
      <div className="otmc-train-route">
        <div className="otmc-train-no">
          <strong data-testid="train-no">{train.TrainNo}</strong>
          <Tag className={`otmc-train-class is-${train.TrainClass}`} variant="filled">
            {t(`trainMall.filters.letters.${train.TrainClass}`)}
          </Tag>
          <Popover
            title={t('trainMall.result.stopsTitle', { train: train.TrainNo })}
            content={<StopsTable train={train} />}
            trigger={['hover', 'click']}
            placement="bottomLeft"
          >
            <button type="button" className="otmc-train-stops-link" data-testid="train-stops-link">
              {train.Stops.length
                ? t('trainMall.result.stops', { count: train.Stops.length })
                : t('trainMall.result.nonStop')}
            </button>
          </Popover>
        </div>
        <div className="otmc-train-end">
          <strong className="otmc-train-time" data-testid="train-depart">
            {hhmm(train.DepartTime)}
          </strong>
          <span className="otmc-train-station">{train.FromStationName}</span>
        </div>
        <div className="otmc-train-duration">
          <span data-testid="train-duration">{durationText(t, train.Duration)}</span>
          <i className="otmc-train-line" aria-hidden />
          <span className="otmc-train-distance">{t('trainMall.result.distance', { km: train.Distance })}</span>
        </div>
        <div className="otmc-train-end">
          <strong className="otmc-train-time" data-testid="train-arrive">
            {hhmm(train.ArriveTime)}
            {train.DayDiff > 0 && (
              <Tooltip title={t('trainMall.result.arrivesLater', { days: train.DayDiff })}>
                <sup className="otmc-train-later">{t('trainMall.result.laterDay', { days: train.DayDiff })}</sup>
              </Tooltip>
            )}
          </strong>
          <span className="otmc-train-station">{train.ToStationName}</span>
        </div>
      </div>
      <ul className="otmc-train-seats">
        {train.Seats.map((s) => (
          <SeatLine key={s.SeatType} train={train} seat={s} />
        ))}
      </ul>
    </article>
  );
};
