import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Divider, Flex, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalRuleGet, ApprovalRuleSave, lookupOf } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { ClientCompanyBar, PickClientFirst } from '../components/ClientCompanyBar.tsx';
import { GROUPS, conflicting, isScoped, ruleName, servicesOf, toggle } from '../lib/approval-set.ts';
import { policyTarget } from '../lib/company.ts';
import { approvalRulesKey } from '../lib/query-keys.ts';

const RULES = lookupOf('TripApprovalRule');
const SERVICE = lookupOf('ServiceType');

/** `/System/approvalSet/{CompanyID}/list`: the approval rules of a company, grouped, each a switch. */
const ApprovalSetListPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { CompanyID } = useParams();
  const ticket = useTicket().data;
  const target = policyTarget(CompanyID, ticket);
  const company = target.companyId ? { CompanyID: target.companyId } : {};
  const info = useQuery({
    queryKey: approvalRulesKey(target.requested),
    queryFn: () => fetchResult(ApprovalRuleGet, company),
    enabled: Boolean(ticket) && !target.mustPick,
  });
  const [edited, setEdited] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (!ticket) return null;
  const title = t('policy.approvalSet.title');
  const bar = target.tmc ? (
    <ClientCompanyBar
      value={target.requested}
      onChange={(id) => navigate(`/System/approvalSet/${encodeURIComponent(id)}/list`)}
    />
  ) : null;
  if (target.mustPick)
    return (
      <Flex vertical gap={16}>
        {bar}
        <PickClientFirst title={title} />
      </Flex>
    );
  if (info.isError)
    return (
      <Flex vertical gap={16}>
        {bar}
        <LoadFailed
          title={t('policy.approvalSet.loadFailed')}
          error={info.error}
          action={<Button onClick={() => void info.refetch()}>{t('actions.refresh')}</Button>}
        />
      </Flex>
    );
  if (!info.data)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const data = info.data;
  const rules = edited ?? data.Rules;
  const conflict = conflicting(rules);
  const detailUrl = (code: number) =>
    `/System/approvalSet/detail?${new URLSearchParams({ ...(target.companyId ? { CompanyID: target.companyId } : {}), Code: String(code) })}`;

  const save = async () => {
    setSaving(true);
    try {
      const r = await call(ApprovalRuleSave, { ...company, Rules: rules });
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(approvalRulesKey(target.requested), r.result);
      setEdited(null);
      void message.success(r.message || t('messages.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="approval-set">
      {bar}
      <Card title={title} extra={<Typography.Text type="secondary">{data.CompanyName}</Typography.Text>}>
        <Typography.Paragraph type="secondary">{t('policy.approvalSet.intro')}</Typography.Paragraph>
        {GROUPS.map((g) => (
          <div key={g.key}>
            <Divider titlePlacement="start" plain>
              {t(`policy.approvalSet.groups.${g.key}`)}
            </Divider>
            {g.codes.map((code) => {
              const services = servicesOf(data, code);
              return (
                <Flex key={code} justify="space-between" align="center" gap={16} style={{ padding: '8px 0' }}>
                  <div>
                    <Typography.Text strong>{lookupLabel(RULES, code, t)}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary">
                        {t(`policy.approvalSet.explain.${ruleName(code)}`)}
                      </Typography.Text>
                    </div>
                    {isScoped(code) && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('policy.approvalSet.servicesOf', {
                          services: services.length
                            ? services.map((s) => lookupLabel(SERVICE, s, t)).join(t('policy.separator'))
                            : t('policy.approvalSet.allServices'),
                        })}{' '}
                        <Link to={detailUrl(code)} data-testid={`approval-detail-${code}`}>
                          {t('policy.approvalSet.settings')}
                        </Link>
                      </Typography.Text>
                    )}
                  </div>
                  <Switch
                    checked={rules.includes(code)}
                    onChange={(on) => setEdited(toggle(rules, code, on))}
                    aria-label={lookupLabel(RULES, code, t)}
                    data-testid={`approval-rule-${code}`}
                  />
                </Flex>
              );
            })}
          </div>
        ))}
        {conflict && (
          <Alert type="error" showIcon style={{ marginTop: 16 }} title={t('policy.validation.ruleConflict')} />
        )}
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={saving}
          disabled={conflict || edited === null}
          onClick={() => void save()}
          data-testid="approval-save"
        >
          {t('actions.save')}
        </Button>
      </Card>
    </Flex>
  );
};

export default ApprovalSetListPage;
