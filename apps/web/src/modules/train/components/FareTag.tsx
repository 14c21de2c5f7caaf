import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PassengerType } from '@opentmc/contracts';

/** A passenger's ticket type as the server priced it: an adult's, or a child's at half the fare. */
export const FareTag = ({ type }: { type: number }) => {
  const { t } = useTranslation();
  const child = type === PassengerType.Child;
  return (
    <Tag color={child ? 'orange' : 'default'} data-testid="passenger-fare">
      {t(child ? 'trainBooking.fares.Child' : 'trainBooking.fares.Adult')}
    </Tag>
  );
};
