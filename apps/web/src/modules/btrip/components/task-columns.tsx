import { Link } from 'react-router';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { ControlLevel, type TBtripTaskRow } from '@opentmc/contracts';
import { yuan } from '../lib/labels.ts';
import { StatusTag } from './StatusTag.tsx';

type TTranslate = (key: string, o?: Record<string, unknown>) => string;

/** The columns of an application list; the company list adds who filed it. */
export const taskColumns = (t: TTranslate, opts: { creator: boolean }): TableColumnsType<TBtripTaskRow> => [
  {
    title: t('btrip.detail.taskId'),
    dataIndex: 'TaskID',
    width: 140,
    render: (id: string) => (
      <Link to={`/btrip/Applicationform?TaskID=${encodeURIComponent(id)}`} data-testid="btrip-row-link">
        {id}
      </Link>
    ),
  },
  {
    title: t('btrip.detail.route'),
    dataIndex: 'Route',
    width: 240,
    render: (route: string, r) => (
      <span>
        {route}
        {r.International && (
          <Tag color="purple" style={{ marginLeft: 6 }}>
            {t('btrip.form.international')}
          </Tag>
        )}
      </span>
    ),
  },
  { title: t('btrip.detail.dates'), key: 'dates', width: 230, render: (_, r) => `${r.StartDate} ~ ${r.EndDate}` },
  { title: t('btrip.form.travellers'), dataIndex: 'TravellerNames', width: 160 },
  ...(opts.creator ? [{ title: t('btrip.detail.creator'), dataIndex: 'CreatorName', width: 100 }] : []),
  { title: t('btrip.detail.totalBudget'), dataIndex: 'TotalBudget', width: 120, render: (n: number) => yuan(n) },
  {
    title: t('btrip.detail.status'),
    dataIndex: 'Status',
    width: 150,
    render: (s: string, r) => (
      <span>
        <StatusTag status={s} />
        {r.PolicyLevel === ControlLevel.Approval && <Tag color="volcano">{t('btrip.detail.outOfPolicyTag')}</Tag>}
      </span>
    ),
  },
  {
    title: t('btrip.detail.approvalNo'),
    dataIndex: 'ApprovalNo',
    width: 170,
    render: (no: string) => (no ? <Typography.Text copyable>{no}</Typography.Text> : '—'),
  },
  { title: t('btrip.detail.createTime'), dataIndex: 'CreateTime', width: 170 },
];
