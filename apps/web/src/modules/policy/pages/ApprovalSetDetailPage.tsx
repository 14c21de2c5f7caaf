import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Descriptions, Flex, Result, Skeleton, Switch, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApprovalRuleGet, ApprovalRuleSave, lookupOf, type TApprovalRuleInfo } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { SERVICES, conflicting, isScoped, ruleName, servicesOf, toggle } from '../lib/approval-set.ts';
import { policyTarget } from '../lib/company.ts';
import { approvalRulesKey } from '../lib/query-keys.ts';

const RULES = lookupOf('TripApprovalRule');
const SERVICE = lookupOf('ServiceType');

const DetailForm = ({
  data,
  code,
  companyId,
  backUrl,
}: {
  data: TApprovalRuleInfo;
  code: number;
  companyId: string | undefined;
  backUrl: string;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [on, setOn] = useState(data.Rules.includes(code));
  const [services, setServices] = useState<number[]>(servicesOf(data, code));
  const [saving, setSaving] = useState(false);
  const rules = toggle(data.Rules, code, on);
  const conflict = conflicting(rules);
  const save = async () => {
    setSaving(true);
    try {
      const r = await call(ApprovalRuleSave, {
        ...(companyId ? { CompanyID: companyId } : {}),
        Rules: rules,
        ...(isScoped(code) ? { Details: [{ Code: code, ServiceTypes: services }] } : {}),
      });
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(approvalRulesKey(companyId ?? ''), r.result);
      void message.success(r.message || t('messages.saved'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={t('policy.approvalSet.detailOf', { name: lookupLabel(RULES, code, t) })}
      extra={
        <Link to={backUrl}>
          <ArrowLeftOutlined /> {t('policy.approvalSet.title')}
        </Link>
      }
      data-testid="approval-detail"
    >
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
        <Descriptions.Item label={t('policy.approvalSet.explanation')}>
          {t(`policy.approvalSet.explain.${ruleName(code)}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('policy.approvalSet.status')}>
          <Flex gap={8} align="center">
            <Switch checked={on} onChange={setOn} data-testid="approval-detail-switch" />
            <Typography.Text>{on ? t('policy.approvalSet.on') : t('policy.approvalSet.off')}</Typography.Text>
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('policy.approvalSet.services')}>
          {isScoped(code) ? (
            <Flex vertical gap={4}>
              <Checkbox.Group
                value={services}
                onChange={(v) => setServices(v as number[])}
                options={SERVICES.map((s) => ({ value: s, label: lookupLabel(SERVICE, s, t) }))}
                data-testid="approval-detail-services"
              />
              <Typography.Text type="secondary">{t('policy.approvalSet.servicesHint')}</Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('policy.approvalSet.noDetails')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {conflict && (
        <Alert type="error" showIcon style={{ marginTop: 16 }} title={t('policy.validation.ruleConflict')} />
      )}
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        loading={saving}
        disabled={conflict}
        onClick={() => void save()}
        data-testid="approval-detail-save"
      >
        {t('actions.save')}
      </Button>
    </Card>
  );
};

/** `/System/approvalSet/detail?CompanyID&Code`: one approval rule, with the services it applies to where it has them. */
const ApprovalSetDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = useTicket().data;
  const target = policyTarget(params.get('CompanyID') ?? '', ticket);
  const code = Number(params.get('Code'));
  const known = Number.isInteger(code) && ruleName(code) !== '';
  const info = useQuery({
    queryKey: approvalRulesKey(target.requested),
    queryFn: () => fetchResult(ApprovalRuleGet, target.companyId ? { CompanyID: target.companyId } : {}),
    enabled: Boolean(ticket) && known,
  });
  if (!ticket) return null;
  const backUrl = `/System/approvalSet/${encodeURIComponent(target.requested || ticket.CompanyID)}/list`;
  if (!known)
    return (
      <Result
        status="404"
        title={t('policy.approvalSet.unknownRule')}
        extra={<Link to={backUrl}>{t('policy.approvalSet.title')}</Link>}
      />
    );
  if (info.isError)
    return (
      <LoadFailed
        title={t('policy.approvalSet.loadFailed')}
        error={info.error}
        action={<Button onClick={() => void info.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  if (!info.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return <DetailForm key={code} data={info.data} code={code} companyId={target.companyId} backUrl={backUrl} />;
};

export default ApprovalSetDetailPage;
