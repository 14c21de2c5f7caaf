import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CityCategoryCities,
  CityCategoryDelete,
  CityCategoryUpdate,
  cityCategoryResource,
  type TCityCategoryRow,
  type TCityOption,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { FormDrawerShell, ResourceListPage, type TResourceRow } from '../../../kit/resource/index.ts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';
import { ClientCompanyBar } from '../components/ClientCompanyBar.tsx';
import { policyTarget } from '../lib/company.ts';
import { categoryLabel } from '../lib/labels.ts';
import { POLICY_KEY, citiesKey } from '../lib/query-keys.ts';

type TValues = {
  Code: string;
  Name: string;
  NameEn: string;
  Cities: string[];
  IsDefault: boolean;
  International: boolean;
  OrderBy: number;
};

/** The cities as Select options grouped by province. */
const cityOptions = (cities: TCityOption[]) => {
  const byProvince = new Map<string, { label: string; options: { value: string; label: string }[] }>();
  for (const c of cities) {
    const g = byProvince.get(c.ProvinceCode) ?? { label: c.ProvinceName, options: [] };
    g.options.push({ value: c.CityCode, label: c.CityName });
    byProvince.set(c.ProvinceCode, g);
  }
  return [...byProvince.values()];
};

/** After a save or a delete: the kit's list and the policy screens' queries (trip rules read the categories). */
const invalidateCategories = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: resourceKey(cityCategoryResource) }),
    qc.invalidateQueries({ queryKey: POLICY_KEY }),
  ]);

type TEditing = { row?: TCityCategoryRow; override?: TCityCategoryRow } | null;

const CategoryForm = ({
  editing,
  companyId,
  cities,
  formId,
  setSaving,
  onDone,
}: {
  editing: NonNullable<TEditing>;
  companyId: string | undefined;
  cities: TCityOption[];
  formId: string;
  setSaving: (b: boolean) => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const international = Form.useWatch('International', form);
  const from = editing.row ?? editing.override;
  const initial: TValues = {
    Code: from?.Code ?? '',
    Name: from?.Name ?? '',
    NameEn: from?.NameEn ?? '',
    Cities: from?.Cities ?? [],
    IsDefault: from?.IsDefault ?? false,
    International: from?.International ?? false,
    OrderBy: from?.OrderBy ?? 0,
  };
  const save = async (v: TValues) => {
    setSaving(true);
    try {
      const r = await call(CityCategoryUpdate, {
        ...v,
        Cities: v.International ? [] : v.Cities,
        ...(editing.row ? { CategoryID: editing.row.CategoryID } : {}),
        ...(companyId ? { CompanyID: companyId } : {}),
      });
      if (!r.isSucc) return;
      void message.success(r.message || t('messages.saved'));
      await invalidateCategories(qc);
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<TValues> name={formId} layout="vertical" form={form} initialValues={initial} onFinish={(v) => void save(v)}>
      <Form.Item
        name="Code"
        label={t('policy.cityCategory.fields.Code')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,20}$/, message: t('policy.validation.categoryCode') }]}
      >
        {/* An override keeps the TMC category's code: that is what makes it replace the default. */}
        <Input maxLength={20} disabled={Boolean(editing.override)} data-testid="category-code" />
      </Form.Item>
      <Form.Item
        name="Name"
        label={t('policy.cityCategory.fields.Name')}
        rules={[{ required: true, whitespace: true, message: t('messages.validation.required') }]}
      >
        <Input maxLength={20} data-testid="category-name" />
      </Form.Item>
      <Form.Item name="NameEn" label={t('policy.cityCategory.fields.NameEn')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="International"
        label={t('policy.cityCategory.fields.International')}
        valuePropName="checked"
        extra={t('policy.cityCategory.hints.International')}
      >
        <Switch />
      </Form.Item>
      {!international && (
        <>
          <Form.Item
            name="IsDefault"
            label={t('policy.cityCategory.fields.IsDefault')}
            valuePropName="checked"
            extra={t('policy.cityCategory.hints.IsDefault')}
          >
            <Switch />
          </Form.Item>
          <Form.Item name="Cities" label={t('policy.cityCategory.fields.Cities')}>
            <Select
              mode="multiple"
              allowClear
              options={cityOptions(cities)}
              placeholder={t('policy.cityCategory.citiesPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              maxTagCount={30}
              data-testid="category-cities"
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="OrderBy" label={t('policy.cityCategory.fields.OrderBy')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </Form>
  );
};

const asRow = (r: TResourceRow) => r as TCityCategoryRow;

/**
 * `/system/cityCategory/list`: the city categories hotel caps are set by (the kit's city category resource). Client
 * administrators see the TMC's defaults and their own (which replace a default of the same code); TMC staff pick the
 * TMC defaults or a client. The page draws its cells and its row actions: edit and delete one's own, override a
 * default, in the category form.
 */
const CityCategoryPage = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ticket = useTicket().data;
  const [params, setParams] = useSearchParams();
  const target = policyTarget(params.get('CompanyID') ?? '', ticket);
  const company = target.companyId ? { CompanyID: target.companyId } : {};
  const [editing, setEditing] = useState<TEditing>(null);
  const cities = useQuery({
    queryKey: citiesKey,
    queryFn: () => fetchResult(CityCategoryCities, {}),
    staleTime: Infinity,
  });
  const names = useMemo(
    () => new Map((cities.data?.Entities ?? []).map((c) => [c.CityCode, c.CityName])),
    [cities.data],
  );

  const remove = async (r: TCityCategoryRow) => {
    const res = await call(CityCategoryDelete, { id: r.CategoryID, ...company }, { params: { id: r.CategoryID } });
    if (!res.isSucc) return;
    void message.success(t('messages.deleted'));
    await invalidateCategories(qc);
  };

  if (!ticket) return null;
  return (
    <Flex vertical gap={16} data-testid="city-category-page">
      {target.tmc && (
        <ClientCompanyBar
          value={target.requested}
          ownLabel={t('policy.company.tmcDefaults')}
          onChange={(id) => setParams(id ? { CompanyID: id } : {})}
        />
      )}
      <ResourceListPage
        resource={cityCategoryResource}
        companyId={target.companyId}
        title={t('policy.cityCategory.title')}
        actionsWidth={130}
        cells={{
          Name: (_, row) => {
            const r = asRow(row);
            return (
              <Space size={4} wrap>
                <span>{categoryLabel(r, i18n.language)}</span>
                {r.IsDefault && <Tag color="gold">{t('policy.cityCategory.fields.IsDefault')}</Tag>}
                {r.International && <Tag color="geekblue">{t('policy.cityCategory.fields.International')}</Tag>}
              </Space>
            );
          },
          Cities: (_, row) => {
            const r = asRow(row);
            const listed = r.Cities.map((c) => names.get(c) ?? c).join(t('policy.separator'));
            const rest = r.International
              ? t('policy.cityCategory.overseas')
              : r.IsDefault
                ? t('policy.cityCategory.otherCities')
                : '';
            return (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: listed }} style={{ margin: 0 }}>
                {r.Cities.length > 0 && (
                  <Typography.Text type="secondary">
                    {t('policy.cityCategory.cityCount', { count: r.Cities.length })}
                  </Typography.Text>
                )}
                {[listed, rest].filter(Boolean).join(t('policy.separator'))}
              </Typography.Paragraph>
            );
          },
          Source: (v) => (
            <Tag color={v === 'Own' ? 'green' : 'default'}>{t(`policy.cityCategory.source.${String(v)}`)}</Tag>
          ),
        }}
        rowActions={(row) => {
          const r = asRow(row);
          return r.Source === 'Own' ? (
            <Space>
              <Typography.Link onClick={() => setEditing({ row: r })}>{t('actions.edit')}</Typography.Link>
              <Popconfirm
                title={t('policy.cityCategory.confirmDelete', { name: categoryLabel(r, i18n.language) })}
                okButtonProps={{ danger: true }}
                onConfirm={() => void remove(r)}
              >
                <Typography.Link type="danger">{t('actions.delete')}</Typography.Link>
              </Popconfirm>
            </Space>
          ) : (
            <Typography.Link onClick={() => setEditing({ override: r })} title={t('policy.cityCategory.readOnly')}>
              {t('policy.cityCategory.override')}
            </Typography.Link>
          );
        }}
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="category-add">
            {t('policy.cityCategory.add')}
          </Button>
        )}
      />
      <FormDrawerShell
        open={editing !== null}
        onClose={() => setEditing(null)}
        name="cityCategory"
        rowKey={editing?.row?.CategoryID ?? editing?.override?.CategoryID}
        title={
          editing?.override
            ? t('policy.cityCategory.overrideTitle')
            : editing?.row
              ? t('policy.cityCategory.editTitle')
              : t('policy.cityCategory.add')
        }
        body={({ key, formId, setSaving }) =>
          editing ? (
            <CategoryForm
              key={key}
              editing={editing}
              companyId={target.companyId}
              cities={cities.data?.Entities ?? []}
              formId={formId}
              setSaving={setSaving}
              onDone={() => setEditing(null)}
            />
          ) : null
        }
      />
    </Flex>
  );
};

export default CityCategoryPage;
