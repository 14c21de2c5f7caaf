import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BTRIP_MAX_LEGS,
  BtripTaskCheck,
  BtripTaskCorrect,
  BtripTaskOptions,
  BtripTaskSave,
  ServiceType,
  ZBtripCheckRequest,
  type TBtripTaskDetails,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { nameIn, useChoices } from '../lib/choices.ts';
import {
  SERVICES,
  blankForm,
  formOfTask,
  toItinerary,
  toSavePayload,
  type TCityValue,
  type TLegValue,
  type TTaskFormValues,
} from '../lib/form.ts';
import { cabinOptions, serviceLabel } from '../lib/labels.ts';
import { BTRIP_KEY, BTRIP_OPTIONS_KEY } from '../lib/query-keys.ts';
import { AttachmentInput } from './AttachmentInput.tsx';
import { CityInput } from './CityInput.tsx';
import { ProjectSelect } from './ProjectSelect.tsx';
import { TravellerSelect } from './TravellerSelect.tsx';
import { VerdictPanel } from './VerdictPanel.tsx';

type TProps = {
  /** apply: a new application or a draft (rejected, withdrawn) one; correct: an approved one. */
  mode: 'apply' | 'correct';
  task?: TBtripTaskDetails;
};

const STARS = [1, 2, 3, 4, 5];

/** Waits until a value has stayed the same for a moment. */
const useSettled = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return settled;
};

/**
 * The application form: travellers, legs, services with budgets and intended standards, purpose, cost centre,
 * project, remark and attachments. The travel-policy verdict is asked of the server as the form changes, and a
 * violation reason is asked for each service that needs one.
 */
export const TaskForm = ({ mode, task }: TProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<TTaskFormValues>();
  const options = useQuery({ queryKey: BTRIP_OPTIONS_KEY, queryFn: () => fetchResult(BtripTaskOptions, {}) });
  const choices = useChoices();
  const [values, setValues] = useState<TTaskFormValues>({});
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [noService, setNoService] = useState(false);
  // Reasons are required to submit, not to keep a draft.
  const strict = useRef(true);

  const initial = useMemo(
    () => (task ? formOfTask(task) : options.data ? blankForm(options.data.Me.UserID) : undefined),
    [task, options.data],
  );
  useEffect(() => {
    if (!initial) return;
    form.setFieldsValue(initial);
    setValues(initial);
  }, [initial, form]);

  const itinerary = useMemo(() => toItinerary(values), [values]);
  const settled = useSettled(JSON.stringify(itinerary), 400);
  const checkable = ZBtripCheckRequest.safeParse(JSON.parse(settled)).success;
  const check = useQuery({
    queryKey: ['btrip', 'check', settled],
    queryFn: () => fetchResult(BtripTaskCheck, JSON.parse(settled) as typeof itinerary, { failTips: false }),
    enabled: checkable,
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
  const verdict = checkable ? check.data : undefined;

  if (!options.data || !initial) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const o = options.data;
  const known = [o.Me, ...(task?.Travellers ?? [])];
  const lang = i18n.language;
  const today = dayjs().startOf('day');
  const beforeToday = (d: Dayjs) => mode === 'apply' && d.isBefore(today);

  const finish = async (submit: boolean) => {
    strict.current = submit;
    let v: TTaskFormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    } finally {
      strict.current = true;
    }
    const all = { ...form.getFieldsValue(true), ...v } as TTaskFormValues;
    if (!SERVICES.some(({ key }) => all.Services?.[key]?.On)) return setNoService(true);
    const payload = toSavePayload(all, verdict?.ReasonServices ?? []);
    setBusy(submit ? 'submit' : 'draft');
    try {
      const r =
        mode === 'correct' && task
          ? await call(BtripTaskCorrect, { ...payload, TaskID: task.TaskID })
          : await call(BtripTaskSave, { ...payload, TaskID: task?.TaskID ?? '', Submit: submit });
      if (!r.isSucc || !r.result) return;
      await qc.invalidateQueries({ queryKey: BTRIP_KEY });
      navigate(`/btrip/Applicationform?TaskID=${encodeURIComponent(r.result.TaskID)}`);
    } finally {
      setBusy(null);
    }
  };

  const cityRule = {
    validator: async (_: unknown, c: TCityValue | undefined) => {
      if (c?.International ? !c.CityName.trim() : !c?.CityCode)
        throw new Error(t(c?.International ? 'btrip.validation.internationalCity' : 'btrip.validation.cityRequired'));
    },
  };
  const budgetRules = [{ required: true, message: t('btrip.validation.budgetRequired') }];

  return (
    <Form<TTaskFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_, all) => {
        setValues(all);
        setNoService(false);
      }}
      data-testid="btrip-form"
      data-mode={mode}
    >
      <Flex vertical gap={16}>
        {mode === 'correct' && task && (
          <Alert type="info" showIcon title={t('btrip.form.correctIntro', { no: task.ApprovalNo })} />
        )}
        {task?.Status === 'Rejected' && task.RejectReason && (
          <Alert type="error" showIcon title={t('btrip.detail.rejectedBecause', { reason: task.RejectReason })} />
        )}
        <Card title={t('btrip.form.tripTitle')}>
          <Form.Item
            name="Travellers"
            label={t('btrip.form.travellers')}
            rules={[{ required: true, type: 'array', min: 1, message: t('btrip.validation.travellerRequired') }]}
            extra={o.SelfOnly ? t('btrip.form.selfOnly') : undefined}
          >
            <TravellerSelect known={known} selfOnly={o.SelfOnly} />
          </Form.Item>
          <Form.List name="Legs">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('btrip.form.legs')}</Typography.Text>
                {fields.map((f, i) => (
                  <Row key={f.key} gutter={12} align="top" data-testid={`btrip-leg-${i}`}>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[f.name, 'FromCity']}
                        label={t('btrip.form.from')}
                        required
                        rules={[cityRule]}
                        style={{ marginBottom: 12 }}
                      >
                        <CityInput testId={`btrip-leg-${i}-from`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[f.name, 'ToCity']}
                        label={t('btrip.form.to')}
                        required
                        rules={[cityRule]}
                        style={{ marginBottom: 12 }}
                      >
                        <CityInput testId={`btrip-leg-${i}-to`} />
                      </Form.Item>
                    </Col>
                    <Col xs={18} md={6}>
                      <Form.Item
                        name={[f.name, 'DepartDate']}
                        label={t('btrip.form.departDate')}
                        rules={[{ required: true, message: t('btrip.form.dateRequired') }]}
                        style={{ marginBottom: 12 }}
                      >
                        <DatePicker
                          style={{ width: '100%' }}
                          disabledDate={beforeToday}
                          data-testid={`btrip-leg-${i}-date`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={2}>
                      <Form.Item label=" " style={{ marginBottom: 12 }}>
                        <Button
                          icon={<DeleteOutlined />}
                          disabled={fields.length <= 1}
                          onClick={() => remove(f.name)}
                          aria-label={t('btrip.form.removeLeg')}
                          data-testid={`btrip-leg-${i}-remove`}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= BTRIP_MAX_LEGS}
                  data-testid="btrip-add-leg"
                  onClick={() => {
                    const legs = (form.getFieldValue('Legs') ?? []) as TLegValue[];
                    const last = legs.at(-1);
                    // The next leg starts where the last one arrived; a second leg usually goes home.
                    add({
                      FromCity: last?.ToCity,
                      ToCity: legs.length === 1 ? last?.FromCity : undefined,
                      DepartDate: null,
                    });
                  }}
                >
                  {t('btrip.form.addLeg')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Form.Item
            name="EndDate"
            label={t('btrip.form.endDate')}
            style={{ marginTop: 16, maxWidth: 280 }}
            dependencies={['Legs']}
            rules={[
              { required: true, message: t('btrip.form.dateRequired') },
              ({ getFieldValue }) => ({
                validator: async (_: unknown, end: Dayjs | null) => {
                  const legs = (getFieldValue('Legs') ?? []) as TLegValue[];
                  const last = legs.at(-1)?.DepartDate;
                  if (end && last && end.isBefore(last, 'day')) throw new Error(t('btrip.validation.endBeforeLegs'));
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={beforeToday} data-testid="btrip-end-date" />
          </Form.Item>
        </Card>

        <Card title={t('btrip.form.servicesTitle')}>
          {noService && (
            <Alert type="error" showIcon title={t('btrip.validation.serviceRequired')} style={{ marginBottom: 12 }} />
          )}
          <Flex vertical gap={8}>
            {SERVICES.map(({ key, type }) => {
              const on = values.Services?.[key]?.On === true;
              return (
                <Row key={key} gutter={12} align="top" data-testid={`btrip-service-${key}`}>
                  <Col xs={24} md={4}>
                    <Form.Item name={['Services', key, 'On']} valuePropName="checked" style={{ marginBottom: 8 }}>
                      <Checkbox data-testid={`btrip-service-${key}-on`}>{serviceLabel(t, type)}</Checkbox>
                    </Form.Item>
                  </Col>
                  {on && (
                    <>
                      <Col xs={24} md={6}>
                        <Form.Item
                          name={['Services', key, 'Budget']}
                          label={t('btrip.form.budget')}
                          rules={budgetRules}
                          style={{ marginBottom: 8 }}
                        >
                          <InputNumber
                            min={0.01}
                            max={1000000}
                            precision={2}
                            prefix="¥"
                            style={{ width: '100%' }}
                            data-testid={`btrip-budget-${key}`}
                          />
                        </Form.Item>
                      </Col>
                      {type === ServiceType.Flight && (
                        <Col xs={24} md={7}>
                          <Form.Item
                            name={['Services', key, 'Cabin']}
                            label={t('btrip.form.cabin')}
                            rules={[{ required: true, message: t('btrip.validation.cabinRequired') }]}
                            style={{ marginBottom: 8 }}
                          >
                            <Select
                              options={cabinOptions(t)}
                              showSearch={{ optionFilterProp: 'label' }}
                              data-testid="btrip-cabin"
                            />
                          </Form.Item>
                        </Col>
                      )}
                      {type === ServiceType.Hotel && (
                        <>
                          <Col xs={12} md={5}>
                            <Form.Item
                              name={['Services', key, 'HotelStar']}
                              label={t('btrip.form.hotelStar')}
                              rules={[{ required: true, message: t('btrip.validation.starRequired') }]}
                              style={{ marginBottom: 8 }}
                            >
                              <Select
                                data-testid="btrip-hotel-star"
                                options={STARS.map((s) => ({ value: s, label: t('btrip.form.stars', { count: s }) }))}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={6}>
                            <Form.Item
                              name={['Services', key, 'NightlyPrice']}
                              label={t('btrip.form.nightly')}
                              rules={[{ required: true, message: t('btrip.validation.nightlyRequired') }]}
                              style={{ marginBottom: 8 }}
                            >
                              <InputNumber
                                min={0.01}
                                max={1000000}
                                precision={2}
                                prefix="¥"
                                style={{ width: '100%' }}
                                data-testid="btrip-nightly"
                              />
                            </Form.Item>
                          </Col>
                        </>
                      )}
                    </>
                  )}
                </Row>
              );
            })}
          </Flex>
        </Card>

        <Card title={t('btrip.form.detailsTitle')}>
          <Row gutter={16}>
            {!o.PurposeDisabled && (
              <Col xs={24} md={8}>
                <Form.Item
                  name="PurposeID"
                  label={t('btrip.form.purpose')}
                  rules={[{ required: o.PurposeRequired, message: t('btrip.errors.purposeRequired') }]}
                >
                  <Select
                    allowClear
                    data-testid="btrip-purpose"
                    loading={choices.isPending}
                    options={(choices.data?.purposes ?? []).map((p) => ({
                      value: p.PurposeID,
                      label: nameIn(lang, p),
                    }))}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Form.Item
                name="CostCenterID"
                label={t('btrip.form.costCenter')}
                rules={[{ required: o.CostCenterRequired, message: t('btrip.errors.costCenterRequired') }]}
              >
                <Select
                  allowClear
                  data-testid="btrip-cost-center"
                  options={o.CostCenters.map((c) => ({ value: c.CostCenterID, label: `${c.Code} ${c.Name}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="ProjectID"
                label={t('btrip.form.project')}
                rules={[{ required: o.ProjectRequired, message: t('btrip.errors.projectRequired') }]}
              >
                <ProjectSelect
                  known={task?.ProjectID ? { ProjectID: task.ProjectID, Name: task.ProjectName } : undefined}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="Remark" label={t('btrip.form.remark')}>
            <Input.TextArea
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              data-testid="btrip-remark"
            />
          </Form.Item>
          <Form.Item name="Attachments" label={t('btrip.form.attachments')} style={{ marginBottom: 0 }}>
            <AttachmentInput />
          </Form.Item>
        </Card>

        <Card title={t('btrip.form.policyTitle')}>
          <VerdictPanel
            verdict={verdict}
            checking={check.isFetching}
            reasons={choices.data?.reasons ?? []}
            strict={strict}
          />
        </Card>

        <Card>
          <Space wrap>
            {mode === 'apply' ? (
              <>
                <Button
                  type="primary"
                  loading={busy === 'submit'}
                  disabled={busy !== null || verdict?.Forbidden === true}
                  onClick={() => void finish(true)}
                  data-testid="btrip-submit"
                >
                  {t('btrip.form.submit')}
                </Button>
                <Button
                  loading={busy === 'draft'}
                  disabled={busy !== null}
                  onClick={() => void finish(false)}
                  data-testid="btrip-save-draft"
                >
                  {t('btrip.form.saveDraft')}
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                loading={busy === 'submit'}
                disabled={busy !== null || verdict?.Forbidden === true}
                onClick={() => void finish(true)}
                data-testid="btrip-submit-correction"
              >
                {t('btrip.form.submitCorrection')}
              </Button>
            )}
            <Button onClick={() => navigate(-1)} disabled={busy !== null} data-testid="btrip-cancel">
              {t('actions.cancel')}
            </Button>
          </Space>
        </Card>
      </Flex>
    </Form>
  );
};
