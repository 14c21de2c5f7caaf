import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { serviceChoices } from '../products.ts';

/**
 * The order screens' service switch: one choice per registered product, the current one selected. Nothing while a
 * single product is registered, so it never offers a product that does not exist.
 */
export const ServiceSwitch = ({ current, onChange }: { current: string; onChange: (service: string) => void }) => {
  const { t } = useTranslation();
  const choices = serviceChoices(t);
  if (choices.length === 0) return null;
  return (
    <Segmented
      options={choices}
      value={current}
      onChange={(v) => onChange(String(v))}
      style={{ alignSelf: 'flex-start' }}
      data-testid="order-service-switch"
    />
  );
};
