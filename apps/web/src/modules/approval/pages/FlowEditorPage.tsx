import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_MODES,
  APPROVER_TYPES,
  FLOW_STEPS_MAX,
  FlowDetails,
  FlowRoles,
  FlowUpdate,
  ServiceType,
  ZFlowUpdateRequest,
  ZStepName,
  lookupOf,
  type TApprovalMode,
  type TApproverType,
  type TFlowInfo,
  type TFlowUpdateRequest,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { PeopleSelect } from '../components/PeopleSelect.tsx';
import { FLOW_KEY, flowDetailKey } from '../lib/query-keys.ts';
import { flowPath } from '../lib/paths.ts';

type TStepForm = {
  StepName: string;
  ApproverType: TApproverType;
  RoleID?: string;
  UserIDs?: string[];
  Mode: TApprovalMode;
  ServiceTypes: number[];
  AmountOver?: number | null;
  OutOfPolicy: boolean;
  International: boolean;
  Match: TApprovalMode;
};
type TForm = { FlowName: string; Remark: string; Enabled: boolean; Steps: TStepForm[]; FollowerIDs: string[] };

const SERVICES = [ServiceType.Flight, ServiceType.Hotel, ServiceType.Train, ServiceType.Traffic];
const serviceLookup = lookupOf('ServiceType');

const newStep = (): TStepForm => ({
  StepName: '',
  ApproverType: 'DepartmentHead',
  Mode: 'Any',
  ServiceTypes: [],
  AmountOver: null,
  OutOfPolicy: false,
  International: false,
  Match: 'Any',
  UserIDs: [],
});

const toForm = (f: TFlowInfo): TForm => ({
  FlowName: f.FlowName,
  Remark: f.Remark,
  Enabled: f.Enabled,
  FollowerIDs: f.FollowerIDs,
  Steps: f.Steps.map((s) => ({
    StepName: s.StepName,
    ApproverType: s.ApproverType,
    RoleID: s.RoleID || undefined,
    UserIDs: s.UserIDs,
    Mode: s.Mode,
    ServiceTypes: s.Conditions.ServiceTypes,
    AmountOver: s.Conditions.AmountOver,
    OutOfPolicy: s.Conditions.OutOfPolicy,
    International: s.Conditions.International,
    Match: s.Conditions.Match,
  })),
});

const toRequest = (v: TForm, flowId: string, companyId: string | null): TFlowUpdateRequest => ({
  ...(companyId ? { CompanyID: companyId } : {}),
  ...(flowId ? { FlowID: flowId } : {}),
  FlowName: v.FlowName,
  Remark: v.Remark ?? '',
  Enabled: v.Enabled,
  FollowerIDs: v.FollowerIDs ?? [],
  Steps: (v.Steps ?? []).map((s) => ({
    StepName: s.StepName,
    ApproverType: s.ApproverType,
    RoleID: s.ApproverType === 'Role' ? (s.RoleID ?? '') : '',
    UserIDs: s.ApproverType === 'Users' ? (s.UserIDs ?? []) : [],
    Mode: s.Mode,
    Conditions: {
      ServiceTypes: s.ServiceTypes ?? [],
      AmountOver: s.AmountOver ?? null,
      OutOfPolicy: !!s.OutOfPolicy,
      International: !!s.International,
      Match: s.Match,
    },
  })),
});

/** `/Flow/{FlowID}` (`/Flow/new` for a new one): a flow's steps, approvers, conditions and followers. */
const FlowEditorPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { FlowID = 'new' } = useParams();
  const [params] = useSearchParams();
  const ticket = useTicket().data;
  const own = ticket?.CompanyID ?? '';
  const companyId = params.get('CompanyID')?.trim() || own;
  const other = companyId !== own ? companyId : null;
  const isNew = FlowID === 'new';
  const [form] = Form.useForm<TForm>();
  const [busy, setBusy] = useState(false);

  const detail = useQuery({
    queryKey: flowDetailKey(companyId, FlowID),
    queryFn: () =>
      fetchResult(FlowDetails, { id: FlowID, ...(other ? { CompanyID: other } : {}) }, { params: { id: FlowID } }),
    enabled: !isNew && !!ticket,
  });
  const roles = useQuery({
    queryKey: ['approval', 'roles', companyId],
    queryFn: () => fetchResult(FlowRoles, other ? { CompanyID: other } : {}),
    enabled: !!ticket,
  });

  useEffect(() => {
    if (isNew) form.setFieldsValue({ FlowName: '', Remark: '', Enabled: true, FollowerIDs: [], Steps: [newStep()] });
    else if (detail.data) form.setFieldsValue(toForm(detail.data));
  }, [isNew, detail.data, form]);

  const back = () => navigate(flowPath('/Flow', companyId, own));

  if (!isNew && detail.isError) {
    return (
      <LoadFailed
        title={t('approval.flow.loadFailed')}
        error={detail.error}
        action={<Button onClick={back}>{t('approval.flow.back')}</Button>}
      />
    );
  }
  if (!ticket || (!isNew && !detail.data)) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const known = [...(detail.data?.Steps.flatMap((s) => s.Users) ?? []), ...(detail.data?.Followers ?? [])];

  const save = async (v: TForm) => {
    setBusy(true);
    try {
      const r = await call(FlowUpdate, toRequest(v, isNew ? '' : FlowID, other));
      if (!r.isSucc || !r.result) return;
      void message.success(r.message);
      void qc.invalidateQueries({ queryKey: FLOW_KEY });
      qc.setQueryData(flowDetailKey(companyId, r.result.FlowID), r.result);
      if (isNew) navigate(flowPath(`/Flow/${encodeURIComponent(r.result.FlowID)}`, companyId, own), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<TForm> form={form} layout="vertical" onFinish={save} data-testid="flow-editor" scrollToFirstError>
      <Flex vertical gap={16}>
        <Card
          title={
            <Space>
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('approval.flow.back')} />
              {t(isNew ? 'approval.flow.newTitle' : 'approval.flow.editTitle')}
            </Space>
          }
        >
          <Flex gap={16} wrap>
            <Form.Item
              name="FlowName"
              label={t('approval.flow.name')}
              rules={[zodRule(ZFlowUpdateRequest.shape.FlowName, t)]}
              required
              style={{ flex: '1 1 260px' }}
            >
              <Input maxLength={50} data-testid="flow-name" />
            </Form.Item>
            <Form.Item name="Remark" label={t('approval.flow.remark')} style={{ flex: '2 1 360px' }}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="Enabled" label={t('approval.flow.enabled')} valuePropName="checked">
              <Switch data-testid="flow-enabled" />
            </Form.Item>
          </Flex>
        </Card>

        <Card
          title={t('approval.flow.steps')}
          extra={<Typography.Text type="secondary">{t('approval.flow.escalationHint')}</Typography.Text>}
        >
          <Form.List name="Steps">
            {(fields, { add, remove, move }) => (
              <Flex vertical gap={16}>
                {fields.map((f, i) => (
                  <Card
                    key={f.key}
                    type="inner"
                    size="small"
                    title={t('approval.flow.step', { no: i + 1 })}
                    data-testid={`flow-step-${i + 1}`}
                    extra={
                      <Space>
                        <Tooltip title={t('approval.flow.moveUp')}>
                          <Button
                            size="small"
                            icon={<ArrowUpOutlined />}
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                            aria-label={t('approval.flow.moveUp')}
                          />
                        </Tooltip>
                        <Tooltip title={t('approval.flow.moveDown')}>
                          <Button
                            size="small"
                            icon={<ArrowDownOutlined />}
                            disabled={i === fields.length - 1}
                            onClick={() => move(i, i + 1)}
                            aria-label={t('approval.flow.moveDown')}
                          />
                        </Tooltip>
                        <Tooltip title={t('approval.flow.removeStep')}>
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            disabled={fields.length === 1}
                            onClick={() => remove(i)}
                            aria-label={t('approval.flow.removeStep')}
                          />
                        </Tooltip>
                      </Space>
                    }
                  >
                    <Flex gap={16} wrap>
                      <Form.Item
                        name={[f.name, 'StepName']}
                        label={t('approval.flow.stepName')}
                        rules={[zodRule(ZStepName, t)]}
                        required
                        style={{ flex: '1 1 200px' }}
                      >
                        <Input
                          maxLength={50}
                          placeholder={t('approval.flow.stepNamePlaceholder')}
                          data-testid={`step-name-${i + 1}`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'ApproverType']}
                        label={t('approval.flow.approverType')}
                        style={{ flex: '1 1 220px' }}
                      >
                        <Select
                          options={APPROVER_TYPES.map((a) => ({ value: a, label: t(`approval.approverTypes.${a}`) }))}
                          data-testid={`step-type-${i + 1}`}
                        />
                      </Form.Item>
                      <Form.Item noStyle dependencies={[['Steps', f.name, 'ApproverType']]}>
                        {({ getFieldValue }) => {
                          const type = getFieldValue(['Steps', f.name, 'ApproverType']) as TApproverType;
                          if (type === 'Role')
                            return (
                              <Form.Item
                                name={[f.name, 'RoleID']}
                                label={t('approval.flow.role')}
                                rules={[{ required: true, message: t('approval.validation.roleRequired') }]}
                                style={{ flex: '1 1 220px' }}
                              >
                                <Select
                                  placeholder={t('approval.flow.rolePlaceholder')}
                                  loading={roles.isFetching}
                                  options={(roles.data ?? []).map((r) => ({
                                    value: r.RoleID,
                                    label: `${r.RoleName}（${t('approval.flow.holders', { count: r.HolderCount })}）`,
                                  }))}
                                  data-testid={`step-role-${i + 1}`}
                                />
                              </Form.Item>
                            );
                          if (type === 'Users')
                            return (
                              <Form.Item
                                name={[f.name, 'UserIDs']}
                                label={t('approval.flow.users')}
                                rules={[
                                  {
                                    required: true,
                                    type: 'array',
                                    min: 1,
                                    message: t('approval.validation.usersRequired'),
                                  },
                                ]}
                                style={{ flex: '2 1 320px' }}
                              >
                                <PeopleSelect
                                  companyId={other ?? ''}
                                  known={known}
                                  placeholder={t('approval.flow.usersPlaceholder')}
                                  testId={`step-users-${i + 1}`}
                                />
                              </Form.Item>
                            );
                          return null;
                        }}
                      </Form.Item>
                    </Flex>
                    <Form.Item name={[f.name, 'Mode']} label={t('approval.flow.mode')}>
                      <Radio.Group
                        options={APPROVAL_MODES.map((m) => ({ value: m, label: t(`approval.modes.${m}`) }))}
                        data-testid={`step-mode-${i + 1}`}
                      />
                    </Form.Item>
                    <Typography.Text strong>{t('approval.flow.conditions')}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
                      {t('approval.flow.conditionsHint')}
                    </Typography.Paragraph>
                    <Flex gap={16} wrap align="end">
                      <Form.Item
                        name={[f.name, 'ServiceTypes']}
                        label={t('approval.flow.services')}
                        style={{ flex: '1 1 240px' }}
                      >
                        <Select
                          mode="multiple"
                          allowClear
                          placeholder={t('approval.flow.servicesPlaceholder')}
                          options={SERVICES.map((s) => ({ value: s, label: lookupLabel(serviceLookup, s, t) }))}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'AmountOver']} label={t('approval.flow.amountOver')}>
                        <InputNumber
                          min={0.01}
                          max={99999999}
                          precision={2}
                          style={{ width: 180 }}
                          suffix={t('approval.flow.yuan')}
                          data-testid={`step-amount-${i + 1}`}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'OutOfPolicy']} valuePropName="checked">
                        <Checkbox data-testid={`step-policy-${i + 1}`}>{t('approval.flow.outOfPolicy')}</Checkbox>
                      </Form.Item>
                      <Form.Item name={[f.name, 'International']} valuePropName="checked">
                        <Checkbox>{t('approval.flow.international')}</Checkbox>
                      </Form.Item>
                      <Form.Item name={[f.name, 'Match']} label={t('approval.flow.match')}>
                        <Radio.Group
                          optionType="button"
                          options={[
                            { value: 'Any', label: t('approval.flow.matchAny') },
                            { value: 'All', label: t('approval.flow.matchAll') },
                          ]}
                        />
                      </Form.Item>
                    </Flex>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= FLOW_STEPS_MAX}
                  onClick={() => add(newStep())}
                  data-testid="flow-add-step"
                >
                  {t('approval.flow.addStep')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>

        <Card title={t('approval.flow.followers')}>
          <Typography.Paragraph type="secondary">{t('approval.flow.followersHint')}</Typography.Paragraph>
          <Form.Item name="FollowerIDs" style={{ marginBottom: 0 }}>
            <PeopleSelect
              companyId={other ?? ''}
              known={known}
              placeholder={t('approval.flow.followersPlaceholder')}
              testId="flow-followers"
            />
          </Form.Item>
        </Card>

        <Flex gap={8} justify="end">
          <Button onClick={back}>{t('approval.flow.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-save">
            {t('approval.flow.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};

export default FlowEditorPage;
