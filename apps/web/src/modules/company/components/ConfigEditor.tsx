import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Flex, Row, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigInfoDetails, ConfigInfoSave, lookupOf } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { ruleGroups, rulesConflict, toggleRule } from '../lib/config-rules.ts';
import { configKey } from '../lib/query-keys.ts';

const RULES = lookupOf('TripApprovalRule');
const GROUPS = ruleGroups();

type TProps = {
  /** A client company the operator manages; the caller's own company when absent. */
  companyId?: string;
  title: string;
};

/** The booking and approval switches of a company (TripApprovalRule codes), saved together. */
export const ConfigEditor = ({ companyId, title }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const payload = companyId ? { CompanyID: companyId } : {};
  const details = useQuery({
    queryKey: configKey(companyId ?? 'own'),
    queryFn: () => fetchResult(ConfigInfoDetails, payload),
  });
  const [rules, setRules] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (details.data) setRules(details.data.ApprovalRules);
  }, [details.data]);

  if (details.isError) {
    return (
      <LoadFailed
        title={title}
        error={details.error}
        action={<Button onClick={() => void details.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  if (!details.data) {
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const conflict = rulesConflict(rules);
  const save = async () => {
    setSaving(true);
    try {
      const r = await call(ConfigInfoSave, { ...payload, ApprovalRules: rules });
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(configKey(companyId ?? 'own'), r.result);
      void message.success(r.message || t('messages.saved'));
    } finally {
      setSaving(false);
    }
  };

  const row = (code: number) => (
    <Col key={code} xs={24} md={12}>
      <Flex justify="space-between" align="center" gap={12} style={{ padding: '8px 0' }}>
        <Typography.Text>{lookupLabel(RULES, code, t)}</Typography.Text>
        <Switch
          checked={rules.includes(code)}
          onChange={(on) => setRules((r) => toggleRule(r, code, on))}
          aria-label={lookupLabel(RULES, code, t)}
          data-testid={`config-rule-${code}`}
        />
      </Flex>
    </Col>
  );

  const d = details.data;
  return (
    <Card
      title={title}
      extra={<Typography.Text type="secondary">{d.CompanyName}</Typography.Text>}
      data-testid="config-editor"
    >
      <Typography.Paragraph type="secondary">
        {t('company.config.intro')}{' '}
        {d.UpdateTime ? t('company.config.updated', { time: d.UpdateTime }) : t('company.config.neverSaved')}
      </Typography.Paragraph>
      <Divider titlePlacement="start" plain>
        {t('company.config.mainRules')}
      </Divider>
      <Row gutter={32}>{GROUPS.main.map(row)}</Row>
      <Divider titlePlacement="start" plain>
        {t('company.config.moreRules')}
      </Divider>
      <Row gutter={32}>{GROUPS.more.map(row)}</Row>
      {conflict && (
        <Alert type="error" showIcon style={{ marginTop: 16 }} title={t('company.validation.ruleConflict')} />
      )}
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        loading={saving}
        disabled={conflict}
        onClick={() => void save()}
        data-testid="config-save"
      >
        {t('actions.save')}
      </Button>
    </Card>
  );
};
