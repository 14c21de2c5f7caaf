import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBtripStatus } from '@opentmc/contracts';
import { STATUS_COLOR } from '../lib/labels.ts';

/** An application's status as a coloured tag. */
export const StatusTag = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  const s = status as TBtripStatus;
  return (
    <Tag color={STATUS_COLOR[s] ?? 'default'} data-testid="btrip-status" data-status={status}>
      {t(`btrip.status.${s}`)}
    </Tag>
  );
};
