import { useState } from 'react';
import { Button, Card, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAIN_SEAT_ROWS, trainSeatLetters, type TTrainIssue } from '@opentmc/contracts';
import { seatPosition, seatSides, toggleSeat } from '../../lib/booking.ts';

/**
 * The seat preference as on 12306: no preference by default (the railway assigns the seats), or seats chosen by
 * position in two facing rows of the coach, letters split at the aisle (A B C | D F for second class), going to the
 * passengers in order, one each at most; the seat type's rules (passengers.ts) report a wrong choice.
 */
export const SeatMap = ({
  seatType,
  passengerCount,
  seats,
  onChange,
  issues,
  showIssues,
}: {
  seatType: number;
  passengerCount: number;
  seats: readonly string[];
  onChange: (next: string[]) => void;
  issues: readonly TTrainIssue[];
  showIssues: boolean;
}) => {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(seats.length > 0);
  const letters = trainSeatLetters(seatType);
  if (letters.length === 0)
    return (
      <Card title={t('trainBooking.seats.title')} data-testid="booking-seats">
        <Typography.Text type="secondary">{t('trainBooking.seats.noChoice')}</Typography.Text>
      </Card>
    );
  const [left, right] = seatSides(letters);
  const seatButton = (row: number, letter: string) => {
    const seat = `${row}${letter}`;
    const chosen = seats.includes(seat);
    return (
      <Button
        key={seat}
        className="otmc-seat"
        type={chosen ? 'primary' : 'default'}
        aria-pressed={chosen}
        // The letter alone sounds the same in every row: the name says the row and where the seat is.
        aria-label={t('trainBooking.seats.seatName', {
          seat,
          position: t(`trainBooking.seats.position.${seatPosition(letters, letter)}`),
        })}
        data-testid={`seat-${seat}`}
        disabled={passengerCount === 0}
        onClick={() => onChange(toggleSeat(seats, seat, passengerCount))}
      >
        {letter}
      </Button>
    );
  };
  const shown = showIssues ? [...new Set(issues.map((i) => t(i.message)))] : [];
  const preference = (
    <Radio.Group
      optionType="button"
      value={choosing ? 'choose' : 'none'}
      aria-label={t('trainBooking.seats.title')}
      data-testid="seat-preference"
      onChange={(e) => {
        const next = e.target.value === 'choose';
        setChoosing(next);
        if (!next) onChange([]);
      }}
      options={[
        { value: 'none', label: t('trainBooking.seats.noPreference') },
        { value: 'choose', label: t('trainBooking.seats.choose') },
      ]}
    />
  );
  if (!choosing)
    return (
      <Card title={t('trainBooking.seats.title')} data-testid="booking-seats" extra={preference}>
        <Typography.Text type="secondary">{t('trainBooking.seats.noPreferenceHint')}</Typography.Text>
      </Card>
    );
  return (
    <Card title={t('trainBooking.seats.title')} data-testid="booking-seats" extra={preference}>
      <Typography.Paragraph type="secondary">
        {passengerCount === 0
          ? t('trainBooking.seats.pickPassengersFirst')
          : t('trainBooking.seats.hint', { chosen: seats.length, count: passengerCount })}
        {seats.length > 0 && (
          <Button type="link" size="small" onClick={() => onChange([])}>
            {t('trainBooking.seats.clear')}
          </Button>
        )}
      </Typography.Paragraph>
      <div className="otmc-seat-map">
        {TRAIN_SEAT_ROWS.map((row) => (
          <div key={row} className="otmc-seat-row">
            <span className="otmc-seat-row-label">{t('trainBooking.seats.row', { row })}</span>
            <span className="otmc-seat-edge">{t('trainBooking.seats.window')}</span>
            {left.map((l) => seatButton(row, l))}
            <span className="otmc-seat-aisle">{t('trainBooking.seats.aisle')}</span>
            {right.map((l) => seatButton(row, l))}
            <span className="otmc-seat-edge">{t('trainBooking.seats.window')}</span>
          </div>
        ))}
      </div>
      {shown.map((m) => (
        <div key={m} className="otmc-booking-error" data-testid="seats-issue">
          {m}
        </div>
      ))}
    </Card>
  );
};
