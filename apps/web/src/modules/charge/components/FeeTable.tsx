import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TEffectiveFee, TFeeItem } from '@opentmc/contracts';
import { FitTable, type TListColumn } from '../../../kit/FitTable.tsx';
import { feeText } from '../lib/fees.ts';

type TRow = TFeeItem & { Source?: TEffectiveFee['Source'] };

type TProps = {
  items: readonly TRow[];
  /** Shows where each fee comes from (the company's own, or its level's default). */
  showSource?: boolean;
  testId: string;
};

/** Fees read only: service, scene, the fee in words and, optionally, where it comes from. */
export const FeeTable = ({ items, showSource = false, testId }: TProps) => {
  const { t } = useTranslation();
  const columns: TListColumn<TRow>[] = [
    {
      title: t('charge.fields.Service'),
      dataIndex: 'Service',
      width: 160,
      priority: 'essential',
      render: (v: string) => t(`charge.service.${v}`),
    },
    { title: t('charge.fields.Scene'), dataIndex: 'Scene', width: 120, render: (v: string) => t(`charge.scene.${v}`) },
    { title: t('charge.fields.Fee'), key: 'fee', priority: 'essential', render: (_, r) => feeText(t, r) },
    ...(showSource
      ? [
          {
            title: t('charge.fields.Source'),
            dataIndex: 'Source',
            width: 140,
            render: (v: TRow['Source']) =>
              v ? <Tag color={v === 'Company' ? 'blue' : 'default'}>{t(`charge.source.${v}`)}</Tag> : null,
          },
        ]
      : []),
  ];
  return (
    <div data-testid={testId}>
      <FitTable<TRow>
        size="small"
        rowKey={(r) => `${r.Service}/${r.Scene}`}
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        locale={{ emptyText: t('charge.noFees') }}
      />
    </div>
  );
};
