import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRIP_RULE_SCOPES, TripRuleDelete, TripRuleList, TripRuleOptions, type TTripRuleRow } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { ClientCompanyBar, PickClientFirst } from '../components/ClientCompanyBar.tsx';
import { policyTarget } from '../lib/company.ts';
import { appliesTo, categoryLabel } from '../lib/labels.ts';
import { POLICY_KEY, ruleOptionsKey, tripRulesKey } from '../lib/query-keys.ts';
import { ruleSummary } from '../lib/rule-summary.ts';

const SCOPE_COLORS = { All: 'blue', Position: 'purple', Department: 'cyan' } as const;

/** `/System/Company/{CompanyID}/TripRule`: a company's trip rules (spec section 2). */
const TripRuleListPage = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { CompanyID } = useParams();
  const ticket = useTicket().data;
  const target = policyTarget(CompanyID, ticket);
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<{ Name?: string; Scope?: string }>();
  const paging = readPaging(params);
  const raw = readFilters(params, ['Name', 'Scope'] as const);
  const scope = TRIP_RULE_SCOPES.find((s) => s === raw.Scope);
  const filters = { ...(raw.Name ? { Name: raw.Name } : {}), ...(scope ? { Scope: scope } : {}) };
  const company = target.companyId ? { CompanyID: target.companyId } : {};
  const payload = { ...paging, ...filters, ...company };
  const enabled = Boolean(ticket) && !target.mustPick;
  const list = useQuery({
    queryKey: [...tripRulesKey(target.requested), payload],
    queryFn: () => fetchResult(TripRuleList, payload),
    placeholderData: keepPreviousData,
    enabled,
  });
  const options = useQuery({
    queryKey: ruleOptionsKey(target.requested),
    queryFn: () => fetchResult(TripRuleOptions, company),
    enabled,
  });
  const base = `/System/Company/${encodeURIComponent(target.requested || (ticket?.CompanyID ?? ''))}/TripRule`;

  const remove = async (r: TTripRuleRow) => {
    const res = await call(TripRuleDelete, { id: r.RuleID, ...company }, { params: { id: r.RuleID } });
    if (!res.isSucc) return;
    void message.success(t('messages.deleted'));
    await qc.invalidateQueries({ queryKey: POLICY_KEY });
  };

  const columns = useMemo<TListColumn<TTripRuleRow>[]>(() => {
    const cats = options.data?.CityCategories ?? [];
    const catName = (code: string) => {
      const c = cats.find((x) => x.Code === code);
      return c ? categoryLabel(c, i18n.language) : code;
    };
    return [
      {
        title: t('policy.tripRule.fields.Name'),
        dataIndex: 'Name',
        width: 180,
        priority: 'essential',
        render: (v: string, r) => <Link to={`${base}/${r.RuleID}`}>{v}</Link>,
      },
      {
        title: t('policy.tripRule.fields.Scope'),
        dataIndex: 'Scope',
        width: 100,
        render: (v: TTripRuleRow['Scope']) => <Tag color={SCOPE_COLORS[v]}>{t(`policy.scope.${v}`)}</Tag>,
      },
      {
        title: t('policy.tripRule.fields.AppliesTo'),
        key: 'appliesTo',
        width: 180,
        priority: 'optional',
        ellipsis: true,
        render: (_, r) => appliesTo(r, t, options.data?.Jobs),
      },
      {
        title: t('policy.tripRule.fields.Summary'),
        key: 'summary',
        width: 280,
        render: (_, r) => (
          <Flex gap={4} wrap>
            {ruleSummary(r, t, catName).map((s) => (
              <Tag key={s} variant="filled">
                {s}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        title: t('policy.tripRule.fields.UpdateTime'),
        dataIndex: 'UpdateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('kit.resource.actions'),
        key: 'actions',
        fixed: 'right',
        width: 120,
        render: (_, r) => (
          <Space>
            <Link to={`${base}/${r.RuleID}`}>{t('actions.edit')}</Link>
            <Popconfirm
              title={t('policy.tripRule.confirmDelete', { name: r.Name })}
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove(r)}
            >
              <Typography.Link type="danger">{t('actions.delete')}</Typography.Link>
            </Popconfirm>
          </Space>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, base, options.data]);

  if (!ticket) return null;
  const bar = target.tmc ? (
    <ClientCompanyBar
      value={target.requested}
      onChange={(id) => navigate(`/System/Company/${encodeURIComponent(id)}/TripRule`)}
    />
  ) : null;
  if (target.mustPick)
    return (
      <Flex vertical gap={16}>
        {bar}
        <PickClientFirst title={t('policy.tripRule.title')} />
      </Flex>
    );
  if (list.isError && !list.data)
    return (
      <Flex vertical gap={16}>
        {bar}
        <LoadFailed
          title={t('policy.tripRule.loadFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      </Flex>
    );
  return (
    <Flex vertical gap={16} data-testid="trip-rule-list">
      {bar}
      <Card>
        <Form
          form={form}
          layout="inline"
          initialValues={filters}
          onFinish={(v) => setParams(toSearchParams({ Name: v.Name, Scope: v.Scope }, { PageSize: paging.PageSize }))}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="Name" label={t('policy.tripRule.fields.Name')}>
            <Input allowClear maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="Scope" label={t('policy.tripRule.fields.Scope')}>
            <Select
              allowClear
              style={{ width: 150 }}
              placeholder={t('kit.resource.all')}
              options={TRIP_RULE_SCOPES.map((s) => ({ value: s, label: t(`policy.scope.${s}`) }))}
            />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setParams(new URLSearchParams());
            }}
          />
        </Form>
      </Card>
      <ListCard<TTripRuleRow>
        title={t('policy.tripRule.title')}
        intro={<Typography.Text type="secondary">{t('policy.tripRule.intro')}</Typography.Text>}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="RuleID"
        columns={columns}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`${base}/new`)}
            data-testid="trip-rule-add"
          >
            {t('policy.tripRule.add')}
          </Button>
        }
      />
    </Flex>
  );
};

export default TripRuleListPage;
