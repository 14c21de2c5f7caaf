import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Switch,
  TreeSelect,
  Typography,
} from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  HOTEL_STARS,
  REPEAT_SAME_DAY,
  TRAIN_CLASSES,
  TRIP_RULE_SCOPES,
  TripRuleDetails,
  TripRuleOptions,
  TripRuleUpdate,
  lookupOf,
  type TTripRuleOptions,
  type TTripRuleRow,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { buildRefOptions, lookupLabel, lookupOptions } from '../../../kit/resource/index.ts';
import { PickClientFirst } from '../components/ClientCompanyBar.tsx';
import { LevelSelect } from '../components/LevelSelect.tsx';
import { policyTarget } from '../lib/company.ts';
import { categoryLabel, jobLevelOptions } from '../lib/labels.ts';
import { POLICY_KEY, ruleOptionsKey, tripRuleKey } from '../lib/query-keys.ts';
import { CABINS, formToRule, ruleToForm, type TRuleForm } from '../lib/rule-form.ts';

const CABIN = lookupOf('Cabin');
const SEAT = lookupOf('TrainSeatType');
const GRADE = lookupOf('TrafficGrade');

type TName = (string | number)[];

/** One rule item: what it limits, the limit, and how strictly (its control level). */
const ItemRow = ({
  label,
  hint,
  level,
  children,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  level?: TName;
  children: ReactNode;
  testId: string;
}) => {
  return (
    <Row gutter={[16, 8]} align="middle" style={{ padding: '10px 0' }} data-testid={`rule-item-${testId}`}>
      <Col xs={24} md={8}>
        <Typography.Text strong>{label}</Typography.Text>
        {hint && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </Typography.Text>
          </div>
        )}
      </Col>
      <Col xs={24} md={10}>
        {children}
      </Col>
      <Col xs={24} md={6}>
        {level && (
          <Form.Item name={level} noStyle>
            <LevelSelect data-testid={`rule-level-${testId}`} />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
};

const money = (name: TName, testId: string) => (
  <Form.Item name={name} noStyle>
    <InputNumber min={0} max={1000000} precision={2} step={50} prefix="¥" style={{ width: 180 }} data-testid={testId} />
  </Form.Item>
);
const count = (name: TName, testId: string, max: number, step = 1, precision = 0) => (
  <Form.Item name={name} noStyle>
    <InputNumber min={0} max={max} step={step} precision={precision} style={{ width: 140 }} data-testid={testId} />
  </Form.Item>
);

type TEditorProps = {
  row: TTripRuleRow | undefined;
  options: TTripRuleOptions;
  companyId: string | undefined;
  listUrl: string;
};

/** The editor itself, mounted once the rule and the company's options are loaded. */
const RuleEditor = ({ row, options, companyId, listUrl }: TEditorProps) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<TRuleForm>();
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('Scope', form);
  const lowestOn = Form.useWatch(['flight', 'lowestPriceOn'], form);
  const categories = options.CityCategories;
  const initial = ruleToForm(
    row,
    categories.map((c) => c.Code),
  );
  const departments = buildRefOptions(options.Departments, {
    value: 'DepartmentID',
    label: 'DepartmentName',
    parent: 'ParentID',
  });
  const opts = (lookup: typeof SEAT) => lookupOptions(lookup, t);

  const save = async (values: TRuleForm) => {
    setSaving(true);
    try {
      const r = await call(TripRuleUpdate, formToRule(values, { RuleID: row?.RuleID, CompanyID: companyId }));
      if (!r.isSucc || !r.result) return;
      void message.success(r.message || t(row ? 'messages.updated' : 'messages.added'));
      await qc.invalidateQueries({ queryKey: POLICY_KEY });
      if (!row) navigate(`${listUrl}/${r.result.RuleID}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const section = (key: 'flight' | 'hotel' | 'train' | 'car', children: ReactNode) => (
    <Card title={t(`policy.tripRule.sections.${key}`)} size="small" data-testid={`rule-section-${key}`}>
      <Row gutter={16} style={{ paddingBottom: 4 }}>
        <Col xs={0} md={8} />
        <Col xs={0} md={10} />
        <Col xs={0} md={6}>
          <Typography.Text type="secondary">{t('policy.tripRule.control')}</Typography.Text>
        </Col>
      </Row>
      {children}
    </Card>
  );

  return (
    <Form<TRuleForm>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void save(v)}
      data-testid="trip-rule-form"
    >
      <Flex vertical gap={16}>
        <Card
          title={row ? t('policy.tripRule.editTitle', { name: row.Name }) : t('policy.tripRule.newTitle')}
          extra={
            <Link to={listUrl}>
              <ArrowLeftOutlined /> {t('policy.tripRule.backToList')}
            </Link>
          }
        >
          <Typography.Paragraph type="secondary">{t('policy.tripRule.intro')}</Typography.Paragraph>
          <Row gutter={24}>
            <Col xs={24} md={10}>
              <Form.Item
                name="Name"
                label={t('policy.tripRule.fields.Name')}
                rules={[{ required: true, whitespace: true, message: t('messages.validation.required') }]}
              >
                <Input maxLength={50} data-testid="rule-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item name="Scope" label={t('policy.tripRule.fields.Scope')}>
                <Radio.Group
                  optionType="button"
                  options={TRIP_RULE_SCOPES.map((s) => ({ value: s, label: t(`policy.scope.${s}`) }))}
                />
              </Form.Item>
            </Col>
          </Row>
          {scope === 'Position' && (
            <Form.Item
              name="JobLevels"
              label={t('policy.tripRule.fields.JobLevels')}
              rules={[{ required: true, type: 'array', min: 1, message: t('policy.validation.jobLevels') }]}
            >
              <Select mode="multiple" options={jobLevelOptions(options.Jobs, t)} data-testid="rule-job-levels" />
            </Form.Item>
          )}
          {scope === 'Department' && (
            <Form.Item
              name="DepartmentIDs"
              label={t('policy.tripRule.fields.DepartmentIDs')}
              rules={[{ required: true, type: 'array', min: 1, message: t('policy.validation.departments') }]}
            >
              <TreeSelect
                multiple
                treeData={departments.tree}
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
                data-testid="rule-departments"
              />
            </Form.Item>
          )}
        </Card>

        {section(
          'flight',
          <>
            <ItemRow
              label={t('policy.tripRule.items.maxCabin')}
              level={['flight', 'maxCabin', 'level']}
              testId="maxCabin"
            >
              <Form.Item name={['flight', 'maxCabin', 'value']} noStyle>
                <Select
                  style={{ width: 200 }}
                  options={[
                    { value: 0, label: t('policy.tripRule.noLimit') },
                    ...CABINS.map((c) => ({ value: c, label: lookupLabel(CABIN, c, t) })),
                  ]}
                  data-testid="rule-maxCabin"
                />
              </Form.Item>
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.businessAboveHours')}
              hint={t('policy.tripRule.items.businessAboveHoursHint')}
              testId="businessAboveHours"
            >
              {count(['flight', 'businessAboveHours'], 'rule-businessAboveHours', 48)}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.maxDiscountTenths')}
              hint={t('policy.tripRule.zeroNoLimit')}
              level={['flight', 'maxDiscountTenths', 'level']}
              testId="maxDiscountTenths"
            >
              {count(['flight', 'maxDiscountTenths', 'value'], 'rule-maxDiscountTenths', 10, 0.5, 1)}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.lowestPrice')}
              level={lowestOn ? ['flight', 'lowestPrice', 'level'] : undefined}
              testId="lowestPrice"
            >
              <Flex gap={12} wrap align="center">
                <Form.Item name={['flight', 'lowestPriceOn']} valuePropName="checked" noStyle>
                  <Switch aria-label={t('policy.tripRule.items.lowestPriceOn')} data-testid="rule-lowestPriceOn" />
                </Form.Item>
                {lowestOn && (
                  <>
                    <Typography.Text type="secondary">{t('policy.tripRule.items.windowHours')}</Typography.Text>
                    {count(['flight', 'lowestPrice', 'value', 'windowHours'], 'rule-windowHours', 24)}
                    <Typography.Text type="secondary">{t('policy.tripRule.items.within')}</Typography.Text>
                    {money(['flight', 'lowestPrice', 'value', 'within'], 'rule-within')}
                  </>
                )}
              </Flex>
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.advanceDays')}
              hint={t('policy.tripRule.zeroNoLimit')}
              level={['flight', 'advanceDays', 'level']}
              testId="advanceDays"
            >
              {count(['flight', 'advanceDays', 'value'], 'rule-advanceDays', 365)}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.maxCompanions')}
              hint={t('policy.tripRule.zeroNoLimit')}
              level={['flight', 'maxCompanions', 'level']}
              testId="maxCompanions"
            >
              {count(['flight', 'maxCompanions', 'value'], 'rule-maxCompanions', 99)}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.agreementOnly')}
              level={['flight', 'agreementOnly', 'level']}
              testId="flightAgreementOnly"
            >
              <Form.Item name={['flight', 'agreementOnly', 'value']} valuePropName="checked" noStyle>
                <Switch aria-label={t('policy.tripRule.items.agreementOnly')} />
              </Form.Item>
            </ItemRow>
            <ItemRow label={t('policy.tripRule.items.repeatSameDay')} testId="repeatSameDay">
              <Form.Item name={['flight', 'repeatSameDay']} noStyle>
                <Radio.Group
                  options={REPEAT_SAME_DAY.map((r) => ({ value: r, label: t(`policy.tripRule.repeat.${r}`) }))}
                />
              </Form.Item>
            </ItemRow>
          </>,
        )}

        {section(
          'hotel',
          <>
            <ItemRow
              label={t('policy.tripRule.items.stars')}
              hint={t('policy.tripRule.items.starsAny')}
              level={['hotel', 'stars', 'level']}
              testId="stars"
            >
              <Form.Item name={['hotel', 'stars', 'value']} noStyle>
                <Checkbox.Group
                  options={HOTEL_STARS.map((n) => ({ value: n, label: t('policy.tripRule.items.star', { n }) }))}
                />
              </Form.Item>
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.nightlyCap')}
              hint={t('policy.tripRule.zeroNoLimit')}
              level={['hotel', 'nightlyCap', 'level']}
              testId="nightlyCap"
            >
              {categories.length === 0 ? (
                <Alert type="warning" showIcon title={t('policy.tripRule.noCategories')} />
              ) : (
                <Flex vertical gap={8}>
                  {categories.map((c) => (
                    <Flex key={c.Code} align="center" gap={12}>
                      <Typography.Text style={{ width: 200 }}>
                        {categoryLabel(c, i18n.language)}{' '}
                        <Typography.Text type="secondary">
                          {c.IsDefault
                            ? t('policy.tripRule.categoryDefault')
                            : c.International
                              ? t('policy.tripRule.categoryInternational')
                              : ''}
                        </Typography.Text>
                      </Typography.Text>
                      {money(['hotel', 'nightlyCap', 'value', c.Code], `rule-hotel-cap-${c.Code}`)}
                    </Flex>
                  ))}
                </Flex>
              )}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.hotelAgreementOnly')}
              level={['hotel', 'agreementOnly', 'level']}
              testId="hotelAgreementOnly"
            >
              <Form.Item name={['hotel', 'agreementOnly', 'value']} valuePropName="checked" noStyle>
                <Switch aria-label={t('policy.tripRule.items.hotelAgreementOnly')} />
              </Form.Item>
            </ItemRow>
          </>,
        )}

        {section(
          'train',
          <ItemRow
            label={t('policy.tripRule.items.seats')}
            hint={t('policy.tripRule.items.seatsAny')}
            level={['train', 'seats', 'level']}
            testId="seats"
          >
            <Flex vertical gap={8}>
              {TRAIN_CLASSES.map((c) => (
                <Flex key={c} align="center" gap={12}>
                  <Typography.Text style={{ width: 200 }}>{t(`policy.tripRule.trainClass.${c}`)}</Typography.Text>
                  <Form.Item name={['train', 'seats', 'value', c]} noStyle>
                    <Select
                      mode="multiple"
                      allowClear
                      style={{ minWidth: 240, flex: 1 }}
                      placeholder={t('policy.tripRule.noLimit')}
                      options={opts(SEAT)}
                      data-testid={`rule-seats-${c}`}
                    />
                  </Form.Item>
                </Flex>
              ))}
            </Flex>
          </ItemRow>,
        )}

        {section(
          'car',
          <>
            <ItemRow
              label={t('policy.tripRule.items.priceCap')}
              hint={t('policy.tripRule.zeroNoLimit')}
              level={['car', 'priceCap', 'level']}
              testId="priceCap"
            >
              {money(['car', 'priceCap', 'value'], 'rule-car-priceCap')}
            </ItemRow>
            <ItemRow
              label={t('policy.tripRule.items.carLevels')}
              hint={t('policy.tripRule.items.carLevelsAny')}
              level={['car', 'levels', 'level']}
              testId="carLevels"
            >
              <Form.Item name={['car', 'levels', 'value']} noStyle>
                <Select
                  mode="multiple"
                  allowClear
                  style={{ minWidth: 240 }}
                  placeholder={t('policy.tripRule.noLimit')}
                  options={opts(GRADE)}
                />
              </Form.Item>
            </ItemRow>
          </>,
        )}

        <Divider style={{ margin: 0 }} />
        <Flex gap={12}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="trip-rule-save">
            {t('actions.save')}
          </Button>
          <Button onClick={() => navigate(listUrl)}>{t('actions.back')}</Button>
        </Flex>
      </Flex>
    </Form>
  );
};

/** `/System/Company/{CompanyID}/TripRule/{RuleID}` ('new' for a new rule): the trip-rule editor. */
const TripRuleEditPage = () => {
  const { t } = useTranslation();
  const { CompanyID, RuleID = 'new' } = useParams();
  const ticket = useTicket().data;
  const target = policyTarget(CompanyID, ticket);
  const company = target.companyId ? { CompanyID: target.companyId } : {};
  const isNew = RuleID === 'new';
  const enabled = Boolean(ticket) && !target.mustPick;
  const options = useQuery({
    queryKey: ruleOptionsKey(target.requested),
    queryFn: () => fetchResult(TripRuleOptions, company),
    enabled,
  });
  const details = useQuery({
    queryKey: tripRuleKey(target.requested, RuleID),
    queryFn: () => fetchResult(TripRuleDetails, { id: RuleID, ...company }, { params: { id: RuleID } }),
    enabled: enabled && !isNew,
    gcTime: 0,
  });
  const listUrl = `/System/Company/${encodeURIComponent(target.requested || (ticket?.CompanyID ?? ''))}/TripRule`;

  if (!ticket) return null;
  if (target.mustPick) return <PickClientFirst title={t('policy.tripRule.title')} />;
  const failed = options.isError ? options : details.isError ? details : null;
  if (failed)
    return (
      <LoadFailed
        title={t('policy.tripRule.loadFailed')}
        error={failed.error}
        action={<Button onClick={() => void failed.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  if (!options.data || (!isNew && !details.data))
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return (
    <RuleEditor
      key={`${RuleID}:${details.dataUpdatedAt}`}
      row={isNew ? undefined : details.data}
      options={options.data}
      companyId={target.companyId}
      listUrl={listUrl}
    />
  );
};

export default TripRuleEditPage;
