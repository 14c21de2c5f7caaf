import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Select, Skeleton, Space, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_SUBJECT_KINDS,
  DepartmentTree,
  TripFlowDetail,
  TripFlowUpdate,
  type TApprovalSubjectKind,
  type TDepartmentNode,
  type TTripFlowDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { CompanyPicker, isTmcTicket } from '../components/CompanyPicker.tsx';
import { flowPath } from '../lib/paths.ts';
import { tripFlowKey } from '../lib/query-keys.ts';

type TKindForm = { Default?: string; Departments: { DepartmentID?: string; FlowID?: string }[] };
type TForm = Record<TApprovalSubjectKind, TKindForm>;

type TTreeNode = { value: string; title: string; children: TTreeNode[] };

const toTree = (rows: TDepartmentNode[]): TTreeNode[] => {
  const nodes = new Map(
    rows.map((r) => [r.DepartmentID, { value: r.DepartmentID, title: r.DepartmentName, children: [] as TTreeNode[] }]),
  );
  const roots: TTreeNode[] = [];
  for (const r of rows) {
    const n = nodes.get(r.DepartmentID)!;
    const parent = r.ParentID ? nodes.get(r.ParentID) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
};

const toForm = (d: TTripFlowDetail): TForm =>
  Object.fromEntries(
    APPROVAL_SUBJECT_KINDS.map((k) => {
      const mine = d.Bindings.filter((b) => b.SubjectKind === k);
      return [
        k,
        {
          Default: mine.find((b) => b.DepartmentID === '')?.FlowID,
          Departments: mine
            .filter((b) => b.DepartmentID !== '')
            .map((b) => ({ DepartmentID: b.DepartmentID, FlowID: b.FlowID })),
        },
      ];
    }),
  ) as TForm;

/** `/System/TripFlow/{CompanyID}/Detail`: which approval flow applies to applications and to each kind of booking. */
const TripFlowPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const ticket = useTicket().data;
  const own = ticket?.CompanyID ?? '';
  const param = useParams().CompanyID ?? '';
  const companyId = !param || param === ':CompanyID' ? own : param;
  const other = companyId !== own ? companyId : null;
  const [form] = Form.useForm<TForm>();
  const [busy, setBusy] = useState(false);

  const detail = useQuery({
    queryKey: tripFlowKey(companyId),
    queryFn: () => fetchResult(TripFlowDetail, other ? { CompanyID: other } : {}),
    enabled: !!ticket,
  });
  const depts = useQuery({
    queryKey: ['approval', 'departments', companyId],
    queryFn: () => fetchResult(DepartmentTree, other ? { CompanyID: other } : {}),
    enabled: !!ticket,
  });
  const tree = useMemo(() => toTree(depts.data?.Entities ?? []), [depts.data]);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(toForm(detail.data));
  }, [detail.data, form]);

  if (detail.isError) {
    return (
      <LoadFailed
        title={t('approval.tripFlow.loadFailed')}
        error={detail.error}
        action={<Button onClick={() => void detail.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  const d = detail.data;
  if (!d || !ticket) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const flowOptions = d.Flows.map((f) => ({
    value: f.FlowID,
    label: f.Enabled ? f.FlowName : `${f.FlowName}${t('approval.tripFlow.disabledFlow')}`,
  }));

  const save = async (v: TForm) => {
    const Bindings = APPROVAL_SUBJECT_KINDS.flatMap((k) => [
      ...(v[k]?.Default ? [{ SubjectKind: k, DepartmentID: '', FlowID: v[k].Default }] : []),
      ...(v[k]?.Departments ?? [])
        .filter((x) => x.DepartmentID && x.FlowID)
        .map((x) => ({ SubjectKind: k, DepartmentID: x.DepartmentID!, FlowID: x.FlowID! })),
    ]);
    setBusy(true);
    try {
      const r = await call(TripFlowUpdate, { ...(other ? { CompanyID: other } : {}), Bindings });
      if (!r.isSucc || !r.result) return;
      void message.success(r.message);
      qc.setQueryData(tripFlowKey(companyId), r.result);
      form.setFieldsValue(toForm(r.result));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<TForm> form={form} layout="vertical" onFinish={save} data-testid="trip-flow">
      <Flex vertical gap={16}>
        <Card
          title={t('approval.tripFlow.title')}
          extra={
            <Space wrap>
              {isTmcTicket(ticket.FeatureCodes) && (
                <CompanyPicker
                  ownId={own}
                  current={companyId}
                  onPick={(c) => navigate(`/System/TripFlow/${encodeURIComponent(c)}/Detail`)}
                />
              )}
              <Link to={flowPath('/Flow', companyId, own)}>{t('approval.tripFlow.manageFlows')}</Link>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">{t('approval.tripFlow.intro')}</Typography.Paragraph>
          {d.Flows.length === 0 && (
            <Typography.Paragraph type="warning">{t('approval.tripFlow.noFlows')}</Typography.Paragraph>
          )}
          {d.UpdateTime && (
            <Typography.Text type="secondary">
              {t('approval.tripFlow.updateTime', { time: d.UpdateTime })}
            </Typography.Text>
          )}
        </Card>
        {APPROVAL_SUBJECT_KINDS.map((k) => (
          <Card key={k} title={t(`approval.kinds.${k}`)} size="small" data-testid={`trip-flow-${k}`}>
            <Form.Item name={[k, 'Default']} label={t('approval.tripFlow.default')} style={{ maxWidth: 420 }}>
              <Select
                allowClear
                placeholder={t('approval.tripFlow.none')}
                options={flowOptions}
                data-testid={`trip-flow-${k}-default`}
              />
            </Form.Item>
            <Typography.Text type="secondary">{t('approval.tripFlow.departments')}</Typography.Text>
            <Form.List name={[k, 'Departments']}>
              {(fields, { add, remove }) => (
                <Flex vertical gap={8} style={{ marginTop: 8 }}>
                  {fields.map((f) => (
                    <Flex key={f.key} gap={8} wrap align="start">
                      <Form.Item
                        name={[f.name, 'DepartmentID']}
                        rules={[{ required: true, message: t('approval.tripFlow.departmentPlaceholder') }]}
                        style={{ marginBottom: 0, flex: '1 1 240px', maxWidth: 320 }}
                      >
                        <TreeSelect
                          treeData={tree}
                          treeDefaultExpandAll
                          showSearch={{ treeNodeFilterProp: 'title' }}
                          placeholder={t('approval.tripFlow.departmentPlaceholder')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'FlowID']}
                        rules={[{ required: true, message: t('approval.validation.flowRequired') }]}
                        style={{ marginBottom: 0, flex: '1 1 240px', maxWidth: 320 }}
                      >
                        <Select placeholder={t('approval.tripFlow.flowPlaceholder')} options={flowOptions} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        onClick={() => remove(f.name)}
                        aria-label={t('approval.tripFlow.remove')}
                      />
                    </Flex>
                  ))}
                  <div>
                    <Button
                      type="dashed"
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => add({})}
                      data-testid={`trip-flow-${k}-add`}
                    >
                      {t('approval.tripFlow.addDepartment')}
                    </Button>
                  </div>
                </Flex>
              )}
            </Form.List>
          </Card>
        ))}
        <Flex gap={8} justify="end">
          <Button onClick={() => form.setFieldsValue(toForm(d))}>{t('approval.tripFlow.reset')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="trip-flow-save">
            {t('approval.tripFlow.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};

export default TripFlowPage;
