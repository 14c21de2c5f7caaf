import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PassengerType, type TFlight, type TFlightCabin, type TLang } from '@opentmc/contracts';
import { yuanText } from '../../../kit/money.ts';
import { airportText, type TAirportData } from '../lib/places.ts';
import { useDiscountText } from './FlightRow.tsx';

export type TChosen = { flight: TFlight; cabin: TFlightCabin };

type TProps = {
  outbound: TChosen | null;
  back: TChosen | null;
  round: boolean;
  places: TAirportData | undefined;
  lang: TLang;
  /** Start choosing again from the outbound. */
  onChange: () => void;
};

/** The flights chosen so far: each leg's flight, times, airports, cabin and an adult's fare and taxes. */
export const ChosenFlights = ({ outbound, back, round, places, lang, onChange }: TProps) => {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const line = (c: TChosen, leg: 'out' | 'back') => {
    const { flight: f, cabin } = c;
    const adult = cabin.Prices.find((p) => p.PassengerType === PassengerType.Adult);
    const discount = discountText(cabin);
    return (
      <div className="otmc-flight-chosen-line" key={leg} data-testid={`flight-chosen-${leg}`}>
        {round && (
          <Tag color={leg === 'out' ? 'blue' : 'purple'}>
            {t(leg === 'out' ? 'flight.search.legOut' : 'flight.search.legBack')}
          </Tag>
        )}
        <strong>
          {f.AirlineName} {f.FlightNo}
        </strong>
        <span>
          {f.DepartTime.slice(0, 16)} {airportText(places, f.DepartAirport, lang, f.DepartTerminal)} →{' '}
          {f.ArriveTime.slice(11, 16)} {airportText(places, f.ArriveAirport, lang, f.ArriveTerminal)}
        </span>
        <span>
          {t(`flight.cabinClass.${cabin.CabinClass}`)} {cabin.SubClass}
          {discount && ` · ${discount}`}
        </span>
        {cabin.IsAgreement && <Tag color="gold">{t('flight.cabin.agreement')}</Tag>}
        <span className="otmc-flight-chosen-price">
          {yuanText(cabin.Price)}
          {adult && <small> {t('flight.cabin.taxes', { amount: yuanText(adult.Fund + adult.Fuel) })}</small>}
        </span>
      </div>
    );
  };
  return (
    <Card
      size="small"
      className="otmc-flight-chosen"
      title={t(round ? 'flight.search.chosenRoundTrip' : 'flight.search.chosen')}
      extra={
        <Button size="small" onClick={onChange} data-testid="flight-chosen-change">
          {t('flight.search.change')}
        </Button>
      }
      data-testid="flight-chosen"
    >
      {outbound && line(outbound, 'out')}
      {back && line(back, 'back')}
    </Card>
  );
};
