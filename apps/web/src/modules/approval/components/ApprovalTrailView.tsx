import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  MinusCircleOutlined,
  SyncOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TApprovalTrail, TApprovalTrailStep } from '@opentmc/contracts';

const STATE_COLOR: Record<TApprovalTrailStep['State'], string> = {
  Waiting: 'gray',
  Pending: 'blue',
  Approved: 'green',
  Rejected: 'red',
  Skipped: 'gray',
  Escalated: 'orange',
};

const STATE_ICON: Record<TApprovalTrailStep['State'], React.ReactNode> = {
  Waiting: <ClockCircleOutlined />,
  Pending: <SyncOutlined spin />,
  Approved: <CheckCircleFilled />,
  Rejected: <CloseCircleFilled />,
  Skipped: <MinusCircleOutlined />,
  Escalated: <UserSwitchOutlined />,
};

const DECISION_COLOR: Record<string, string> = { Pending: 'processing', Approved: 'success', Rejected: 'error' };

export const APPROVAL_STATE_COLOR: Record<TApprovalTrail['State'], string> = {
  Pending: 'processing',
  Approved: 'success',
  Rejected: 'error',
  Withdrawn: 'default',
};

/** An approval's trail: each step with its approvers, their decisions and reasons. */
export const ApprovalTrailView = ({ trail }: { trail: TApprovalTrail }) => {
  const { t } = useTranslation();
  if (trail.Steps.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.trail.noSteps')} />;
  return (
    <Flex vertical gap={8} data-testid="approval-trail">
      <Flex gap={8} wrap align="center">
        <Tag color={APPROVAL_STATE_COLOR[trail.State]}>{t(`approval.states.${trail.State}`)}</Tag>
        {trail.Round > 1 && <Tag>{t('approval.trail.round', { round: trail.Round })}</Tag>}
        <Typography.Text type="secondary">{t('approval.trail.started', { time: trail.CreatedAt })}</Typography.Text>
        {trail.FinishedAt && (
          <Typography.Text type="secondary">{t('approval.trail.finished', { time: trail.FinishedAt })}</Typography.Text>
        )}
      </Flex>
      <Timeline
        style={{ marginTop: 8 }}
        items={trail.Steps.map((s) => ({
          key: s.StepNo,
          color: STATE_COLOR[s.State],
          icon: STATE_ICON[s.State],
          content: (
            <Flex vertical gap={4}>
              <Flex gap={6} wrap align="center">
                <Typography.Text strong>
                  {t('approval.trail.step', { no: s.StepNo })} · {s.StepName}
                </Typography.Text>
                <Tag>{t(`approval.modesShort.${s.Mode}`)}</Tag>
                <Tag
                  color={STATE_COLOR[s.State] === 'gray' ? 'default' : STATE_COLOR[s.State]}
                  data-testid={`trail-step-${s.StepNo}`}
                >
                  {t(`approval.stepStates.${s.State}`)}
                </Tag>
              </Flex>

              {s.Approvers.map((a) => (
                <Flex key={a.UserID} gap={8} wrap align="baseline">
                  <Typography.Text>{a.UserName}</Typography.Text>
                  <Tag color={a.Decision ? (DECISION_COLOR[a.Decision] ?? 'default') : 'default'} variant="outlined">
                    {t(`approval.decisions.${a.Decision ?? 'none'}`)}
                  </Tag>
                  {a.DecidedAt && <Typography.Text type="secondary">{a.DecidedAt}</Typography.Text>}
                  {a.Reason && (
                    <Typography.Text type="danger" data-testid="trail-reason">
                      {t('approval.trail.reason', { reason: a.Reason })}
                    </Typography.Text>
                  )}
                </Flex>
              ))}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
};
