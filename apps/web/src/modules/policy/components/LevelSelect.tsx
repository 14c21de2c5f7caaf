import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '../lib/rule-form.ts';

type TProps = { value?: number; onChange?: (v: number) => void; id?: string; 'data-testid'?: string };

/** The control level of a rule item (1 record … 5 over-standard approval), each with its explanation. */
export const LevelSelect = ({ value, onChange, id, ...rest }: TProps) => {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      style={{ width: '100%', maxWidth: 260 }}
      popupMatchSelectWidth={false}
      aria-label={t('policy.tripRule.control')}
      data-testid={rest['data-testid']}
      options={LEVELS.map((l) => ({
        value: l,
        label: `${l} · ${t(`policy.level.${l}`)}`,
        title: t(`policy.levelHint.${l}`),
      }))}
    />
  );
};
