import { Flex, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBtripTaskDetails } from '@opentmc/contracts';

type TTrail = NonNullable<TBtripTaskDetails['Trail']>;

const STEP_STATUS: Record<string, 'wait' | 'process' | 'finish' | 'error'> = {
  Waiting: 'wait',
  Pending: 'process',
  Approved: 'finish',
  Skipped: 'finish',
  Escalated: 'process',
  Rejected: 'error',
};
const DECISION_COLOR: Record<string, string> = {
  Approved: 'success',
  Rejected: 'error',
  Pending: 'processing',
  Skipped: 'default',
};

/** The steps of the latest approval round: who decides, who decided what, when and why. */
export const ApprovalTrail = ({ trail }: { trail: TTrail }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="btrip-trail" data-state={trail.State}>
      <Typography.Text type="secondary">
        {t('btrip.trail.round', { round: trail.Round, time: trail.CreatedAt })}
      </Typography.Text>
      <Steps
        orientation="vertical"
        size="small"
        items={trail.Steps.map((s) => ({
          status: STEP_STATUS[s.State] ?? 'wait',
          title: (
            <Flex gap={8} align="center" wrap>
              <span>{s.StepName}</span>
              <Tag>{t(`btrip.trail.mode.${s.Mode}`)}</Tag>
              <Tag color={DECISION_COLOR[s.State] ?? 'default'}>{t(`btrip.trail.state.${s.State}`)}</Tag>
            </Flex>
          ),
          content: (
            <Flex vertical gap={4} style={{ paddingBottom: 8 }}>
              {s.Approvers.map((a) => (
                <Flex key={a.UserID} gap={8} wrap align="baseline" data-testid="btrip-trail-approver">
                  <Typography.Text strong>{a.UserName}</Typography.Text>
                  {a.Decision && (
                    <Tag color={DECISION_COLOR[a.Decision] ?? 'default'}>{t(`btrip.trail.decision.${a.Decision}`)}</Tag>
                  )}
                  {a.DecidedAt && <Typography.Text type="secondary">{a.DecidedAt}</Typography.Text>}
                  {a.Reason && <Typography.Text type="danger">{a.Reason}</Typography.Text>}
                </Flex>
              ))}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
};
