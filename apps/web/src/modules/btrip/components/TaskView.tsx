import { Alert, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TBtripTaskDetails } from '@opentmc/contracts';
import { sizeLabel } from '../../../kit/files.ts';
import { cabinLabel, serviceLabel, yuan } from '../lib/labels.ts';
import { downloadAttachment } from './AttachmentInput.tsx';
import { ViolationList } from './VerdictPanel.tsx';

type TCity = TBtripTaskDetails['Legs'][number]['FromCity'];

const cityName = (c: TCity) => c.CityName;

/** What an application says: travellers, itinerary, services and budgets, its verdict and reasons, its files. */
export const TaskView = ({ task }: { task: TBtripTaskDetails }) => {
  const { t } = useTranslation();
  const v = task.Verdict;
  return (
    <Flex vertical gap={16}>
      <Card title={t('btrip.detail.tripTitle')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
          items={[
            { key: 'id', label: t('btrip.detail.taskId'), children: task.TaskID },
            {
              key: 'travellers',
              label: t('btrip.form.travellers'),
              children: task.Travellers.map((p) => p.Name).join(t('btrip.detail.nameSeparator')),
            },
            { key: 'creator', label: t('btrip.detail.creator'), children: task.CreatorName },
            { key: 'dates', label: t('btrip.detail.dates'), children: `${task.StartDate} ~ ${task.EndDate}` },
            {
              key: 'area',
              label: t('btrip.detail.area'),
              children: task.International ? (
                <Tag color="purple">{t('btrip.form.international')}</Tag>
              ) : (
                t('btrip.form.domestic')
              ),
            },
            { key: 'purpose', label: t('btrip.form.purpose'), children: task.PurposeName || '—' },
            { key: 'cc', label: t('btrip.form.costCenter'), children: task.CostCenterName || '—' },
            { key: 'project', label: t('btrip.form.project'), children: task.ProjectName || '—' },
            { key: 'budget', label: t('btrip.detail.totalBudget'), children: yuan(task.TotalBudget) },
            { key: 'created', label: t('btrip.detail.createTime'), children: task.CreateTime },
            { key: 'submitted', label: t('btrip.detail.submitTime'), children: task.SubmitTime || '—' },
            { key: 'revision', label: t('btrip.detail.revision'), children: task.Revision },
            {
              key: 'remark',
              label: t('btrip.form.remark'),
              span: 'filled',
              children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{task.Remark || '—'}</Typography.Text>,
            },
          ]}
        />
        <Table
          size="small"
          style={{ marginTop: 12 }}
          rowKey={(_, i) => String(i)}
          pagination={false}
          dataSource={task.Legs}
          data-testid="btrip-legs"
          columns={[
            { title: '#', key: 'no', width: 50, render: (_, __, i) => i + 1 },
            { title: t('btrip.form.from'), key: 'from', render: (_, l) => cityName(l.FromCity) },
            { title: t('btrip.form.to'), key: 'to', render: (_, l) => cityName(l.ToCity) },
            { title: t('btrip.form.departDate'), dataIndex: 'DepartDate', width: 140 },
          ]}
        />
      </Card>
      <Card title={t('btrip.form.servicesTitle')}>
        <Table
          size="small"
          rowKey="ServiceType"
          pagination={false}
          dataSource={task.Services}
          columns={[
            { title: t('btrip.detail.service'), key: 'service', render: (_, s) => serviceLabel(t, s.ServiceType) },
            { title: t('btrip.form.budget'), key: 'budget', render: (_, s) => yuan(s.Budget) },
            {
              title: t('btrip.detail.standard'),
              key: 'standard',
              render: (_, s) =>
                s.Cabin
                  ? cabinLabel(t, s.Cabin)
                  : s.HotelStar
                    ? `${t('btrip.form.stars', { count: s.HotelStar })} · ${yuan(s.NightlyPrice)}${t('btrip.detail.perNight')}`
                    : '—',
            },
          ]}
        />
      </Card>
      {task.SubmitTime && (
        <Card title={t('btrip.form.policyTitle')}>
          <Flex vertical gap={12} data-testid="btrip-detail-verdict" data-level={String(v.Level)}>
            {v.Compliant ? (
              <Alert type="success" showIcon title={t('btrip.verdict.compliant')} />
            ) : (
              <Alert
                type="warning"
                showIcon
                title={t(v.OutOfPolicy ? 'btrip.verdict.outOfPolicyDone' : 'btrip.verdict.recorded')}
                description={<ViolationList verdict={v} />}
              />
            )}
            {task.ViolationReasons.map((r) => (
              <Typography.Text key={r.ServiceType} data-testid="btrip-detail-reason">
                {t('btrip.detail.reasonGiven', {
                  service: serviceLabel(t, r.ServiceType),
                  reason: r.ReasonText ? `${r.ReasonName}（${r.ReasonText}）` : r.ReasonName,
                })}
              </Typography.Text>
            ))}
          </Flex>
        </Card>
      )}
      {task.Attachments.length > 0 && (
        <Card title={t('btrip.form.attachments')}>
          <Flex vertical gap={6}>
            {task.Attachments.map((a) => (
              <Typography.Link key={a.AttachmentID} onClick={() => void downloadAttachment(a.AttachmentID)}>
                <PaperClipOutlined /> {a.FileName}{' '}
                <Typography.Text type="secondary">{sizeLabel(a.Size)}</Typography.Text>
              </Typography.Link>
            ))}
          </Flex>
        </Card>
      )}
    </Flex>
  );
};
