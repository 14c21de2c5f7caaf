import { useState } from 'react';
import { Button, Popover, Tag, Tooltip } from 'antd';
import { DownOutlined, InfoCircleOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PassengerType, type TFlight, type TFlightCabin, type TLang } from '@opentmc/contracts';
import { durationText } from '../../../kit/duration.ts';
import { yuanText } from '../../../kit/money.ts';
import { airportText, type TAirportData } from '../lib/places.ts';

const hm = (dateTime: string) => dateTime.slice(11, 16);

/** The refund, change and endorsement rule of a cabin, with its baggage: the popover's content. */
export const RuleTable = ({ cabin }: { cabin: TFlightCabin }) => {
  const { t } = useTranslation();
  const fee = (percent: number, refund: boolean) =>
    percent === 0
      ? t('flight.rule.free')
      : refund && percent >= 100
        ? t('flight.rule.noRefund')
        : t('flight.rule.percent', { percent });
  const b = cabin.Baggage;
  return (
    <div className="otmc-flight-rule" data-testid="flight-rule">
      <table>
        <thead>
          <tr>
            <th>{t('flight.rule.tier')}</th>
            <th>{t('flight.rule.refund')}</th>
            <th>{t('flight.rule.change')}</th>
          </tr>
        </thead>
        <tbody>
          {cabin.Rule.Tiers.map((tier) => (
            <tr key={tier.Tier} data-testid={`flight-rule-${tier.Tier}`}>
              <td>{t(`flight.rule.tiers.${tier.Tier}`)}</td>
              <td>{fee(tier.RefundPercent, true)}</td>
              <td>{fee(tier.ChangePercent, false)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        <li>{t(cabin.Rule.Endorsable ? 'flight.rule.endorsable' : 'flight.rule.notEndorsable')}</li>
        {cabin.Rule.VoidSameDay && <li>{t('flight.rule.voidSameDay')}</li>}
        {cabin.Rule.InvoluntaryFree && <li>{t('flight.rule.involuntaryFree')}</li>}
        <li>
          {t('flight.rule.baggage', {
            kg: b.CheckedKg,
            infantKg: b.InfantCheckedKg,
            pieces: b.CarryOnPieces,
            carryKg: b.CarryOnKg,
          })}
        </li>
      </ul>
    </div>
  );
};

/** A cabin's discount in words: 7.5折 / 75% of Y; full fare; nothing for first and business at their full fare. */
export const useDiscountText = () => {
  const { t, i18n } = useTranslation();
  return (c: TFlightCabin): string => {
    if (c.CabinClass !== 'Y') return '';
    if (c.Discount >= 10) return t('flight.cabin.fullFare');
    // Chinese counts tenths of Y (7.5折), English a percentage of it (75% of Y): the same share in each convention.
    return t('flight.cabin.discount', { discount: i18n.language === 'en' ? Math.round(c.Discount * 10) : c.Discount });
  };
};

const CabinLine = ({
  cabin,
  chooseLabel,
  onChoose,
}: {
  cabin: TFlightCabin;
  chooseLabel: string;
  onChoose?: () => void;
}) => {
  const { t } = useTranslation();
  const discount = useDiscountText()(cabin);
  const adult = cabin.Prices.find((p) => p.PassengerType === PassengerType.Adult);
  const id = `flight-cabin-${cabin.SubClass}`;
  return (
    <div className="otmc-flight-cabin" data-testid={id} data-cabin-class={cabin.CabinClass}>
      <div className="otmc-flight-cabin-name">
        <strong>{t(`flight.cabinClass.${cabin.CabinClass}`)}</strong>
        <span className="otmc-flight-cabin-sub">{cabin.SubClass}</span>
        {discount && <span data-testid="flight-cabin-discount">{discount}</span>}
        {cabin.IsAgreement && (
          <Tooltip title={cabin.AgreementCode}>
            <Tag color="gold" data-testid="flight-cabin-agreement">
              {t('flight.cabin.agreement')}
            </Tag>
          </Tooltip>
        )}
      </div>
      <div className="otmc-flight-cabin-facts">
        <span>{t('flight.cabin.baggage', { kg: cabin.Baggage.CheckedKg })}</span>
        <span>{t('flight.cabin.co2', { kg: cabin.Co2Kg })}</span>
        <Popover
          trigger="click"
          title={t('flight.rule.title', { subClass: cabin.SubClass })}
          content={<RuleTable cabin={cabin} />}
        >
          <Button type="link" size="small" icon={<InfoCircleOutlined />} data-testid="flight-cabin-rule">
            {t('flight.cabin.rule')}
          </Button>
        </Popover>
      </div>
      <div className="otmc-flight-cabin-seats" data-testid="flight-cabin-seats">
        {cabin.SeatsLeft === 0
          ? t('flight.row.soldOut')
          : cabin.SeatsLeft < 10
            ? t('flight.cabin.seatsLeft', { count: cabin.SeatsLeft })
            : t('flight.cabin.seatsMany')}
      </div>
      <div className="otmc-flight-cabin-price">
        <strong data-testid="flight-cabin-price">{yuanText(cabin.Price)}</strong>
        {adult && (
          <span className="otmc-flight-cabin-taxes">
            {t('flight.cabin.taxes', { amount: yuanText(adult.Fund + adult.Fuel) })}
          </span>
        )}
      </div>
      <div className="otmc-flight-cabin-action">
        {onChoose && (
          <Button type="primary" disabled={cabin.SeatsLeft === 0} onClick={onChoose} data-testid="flight-cabin-choose">
            {chooseLabel}
          </Button>
        )}
      </div>
    </div>
  );
};

type TProps = {
  flight: TFlight;
  /** The cabins the filters keep. */
  cabins: readonly TFlightCabin[];
  /** The lowest fare among them. */
  lowest: number;
  places: TAirportData | undefined;
  lang: TLang;
  chooseLabel: string;
  onChoose?: (cabin: TFlightCabin) => void;
};

/** A flight: times, airports and terminals, duration, stop, airline and aircraft, lowest fare; opens into its cabins. */
export const FlightRow = ({ flight: f, cabins, lowest, places, lang, chooseLabel, onChoose }: TProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const stop = f.Stops[0];
  return (
    <article
      className={open ? 'otmc-flight-row is-open' : 'otmc-flight-row'}
      data-testid={`flight-row-${f.FlightNo}`}
      data-airline={f.Airline}
      data-depart={f.DepartAirport}
      data-arrive={f.ArriveAirport}
      data-codeshare={f.IsCodeShare ? '1' : '0'}
    >
      <div className="otmc-flight-row-main">
        <div className="otmc-flight-airline">
          <strong>{f.AirlineName}</strong>
          <span>
            {f.FlightNo} · {f.AircraftName}
          </span>
          {f.IsCodeShare && (
            <Tooltip
              title={t('flight.row.operatedBy', { airline: f.OperatingAirlineName, flightNo: f.OperatingFlightNo })}
            >
              <Tag className="otmc-flight-codeshare" data-testid="flight-codeshare">
                {t('flight.row.codeShare')}
              </Tag>
            </Tooltip>
          )}
        </div>
        <div className="otmc-flight-times">
          <div className="otmc-flight-end">
            <strong data-testid="flight-depart-time">{hm(f.DepartTime)}</strong>
            <span>{airportText(places, f.DepartAirport, lang, f.DepartTerminal)}</span>
          </div>
          <div className="otmc-flight-line">
            <span data-testid="flight-duration">{durationText(t, f.Duration)}</span>
            <i />
            <span className={stop ? 'otmc-flight-stop' : undefined}>
              {stop ? t('flight.row.stopAt', { city: stop.CityName }) : t('flight.row.direct')}
            </span>
          </div>
          <div className="otmc-flight-end">
            <strong data-testid="flight-arrive-time">
              {hm(f.ArriveTime)}
              {f.DayDiff > 0 && <sup>{t('flight.row.nextDay', { days: f.DayDiff })}</sup>}
            </strong>
            <span>{airportText(places, f.ArriveAirport, lang, f.ArriveTerminal)}</span>
          </div>
        </div>
        <div className="otmc-flight-ontime">{t('flight.row.onTime', { rate: f.OnTimeRate })}</div>
        <div className="otmc-flight-lowest">
          <span data-testid="flight-lowest" data-price={lowest}>
            {t('flight.row.lowest', { price: yuanText(lowest) })}
          </span>
        </div>
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          icon={open ? <UpOutlined /> : <DownOutlined />}
          data-testid="flight-row-toggle"
        >
          {open ? t('flight.row.hideCabins') : t('flight.row.cabins')}
        </Button>
      </div>
      {open && (
        <div className="otmc-flight-cabins" data-testid="flight-cabins">
          {cabins.map((c) => (
            <CabinLine
              key={`${c.SubClass}-${c.IsAgreement ? 'a' : 'p'}`}
              cabin={c}
              chooseLabel={chooseLabel}
              onChoose={onChoose && (() => onChoose(c))}
            />
          ))}
        </div>
      )}
    </article>
  );
};
