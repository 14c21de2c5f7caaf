import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { ControlLevel, type TBtripTaskRow } from '@opentmc/contracts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { yuan } from '../lib/labels.ts';
import { StatusTag } from './StatusTag.tsx';

type TTranslate = (key: string, o?: Record<string, unknown>) => string;

/**
 * The columns of an application list; the company list adds who filed it. At 1366 px the number, dates, applicant,
 * budget, status and time always show; the travellers and the approval number fold first.
 */
export const taskColumns = (t: TTranslate, opts: { creator: boolean }): TListColumn<TBtripTaskRow>[] => [
  {
    title: t('btrip.detail.taskId'),
    dataIndex: 'TaskID',
    width: 140,
    priority: 'essential',
    render: (id: string) => (
      <Link to={`/btrip/Applicationform?TaskID=${encodeURIComponent(id)}`} data-testid="btrip-row-link">
        {id}
      </Link>
    ),
  },
  {
    title: t('btrip.detail.route'),
    dataIndex: 'Route',
    width: 200,
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
  {
    title: t('btrip.detail.dates'),
    key: 'dates',
    // The start over the end (the line breaks after "~").
    width: 110,
    priority: 'essential',
    render: (_, r) => `${r.StartDate} ~ ${r.EndDate}`,
  },
  { title: t('btrip.form.travellers'), dataIndex: 'TravellerNames', width: 140, priority: 'optional', ellipsis: true },
  ...(opts.creator
    ? [{ title: t('btrip.detail.creator'), dataIndex: 'CreatorName', width: 100, priority: 'essential' as const }]
    : []),
  {
    title: t('btrip.detail.totalBudget'),
    dataIndex: 'TotalBudget',
    width: 110,
    priority: 'essential',
    align: 'right',
    render: (n: number) => yuan(n),
  },
  {
    title: t('btrip.detail.status'),
    dataIndex: 'Status',
    width: 130,
    priority: 'essential',
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
    priority: 'optional',
    render: (no: string) => (no ? <Typography.Text copyable>{no}</Typography.Text> : '—'),
  },
  {
    title: t('btrip.detail.createTime'),
    dataIndex: 'CreateTime',
    width: TIME_WIDTH,
    priority: 'essential',
    render: (v: string) => <TimeCell value={v} />,
  },
];
