import { useEffect, type ReactNode } from 'react';
import { Card, DatePicker, Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TField, TResource } from '@opentmc/contracts';
import type { TTranslateKey } from '../form-rules.ts';
import { toSearchParams, readPaging } from '../list-params.ts';
import { SearchActions } from '../SearchActions.tsx';
import { DateRangeInput } from '../DateRangeInput.tsx';
import type { TRefOptions } from './ref-tree.ts';
import dayjs from 'dayjs';
import {
  CREATED_FROM,
  CREATED_TO,
  DAY_FORMAT,
  lookupOptions,
  readKeywords,
  readSearchForm,
  searchFormToParams,
  type TValues,
} from './resource-values.ts';

type TProps = {
  resource: TResource;
  /** Options of the ref search fields, by field name. */
  refs: Record<string, TRefOptions | undefined>;
};

/** The form item of a creation-time search (not a field, so no field's name). */
const CREATED_KEY = '$created';

/** The input of one search field by its kind and operator. */
const searchControl = (name: string, f: TField, label: string, t: TTranslateKey, refs: TProps['refs']): ReactNode => {
  const all = t('kit.resource.all');
  if (f.search === 'range') {
    return (
      <DateRangeInput
        label={label}
        format={DAY_FORMAT}
        allowEmpty={[true, true]}
        placeholder={[t('kit.resource.startDate'), t('kit.resource.endDate')]}
      />
    );
  }
  switch (f.kind) {
    case 'lookup':
    case 'lookups':
    case 'yesNo':
      return (
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={all}
          options={f.lookup ? lookupOptions(f.lookup, t, f.options, f.codeLabels) : []}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'switch':
      return (
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={all}
          options={[
            { value: true, label: t('messages.yes') },
            { value: false, label: t('messages.no') },
          ]}
        />
      );
    case 'ref': {
      const o = refs[name];
      return o?.tree ? (
        <TreeSelect
          allowClear
          style={{ width: 200 }}
          placeholder={all}
          treeData={o.tree}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      ) : (
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={all}
          loading={!o}
          options={o?.options ?? []}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    }
    case 'date':
      return <DatePicker format={DAY_FORMAT} />;
    case 'number':
      return <InputNumber precision={0} style={{ width: 140 }} />;
    default:
      return <Input allowClear style={{ width: 180 }} maxLength={100} />;
  }
};

/**
 * The search form of a resource list: one item per field with `search`. The address is the source of
 * truth: submitting writes the filters there (page 1), back/forward and shared links refill the form.
 */
export const ResourceSearchForm = ({ resource, refs }: TProps) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TValues>();
  const fields = resource.fields;
  const searchFields = Object.entries(fields).filter(([, f]) => f.search);
  const keywords = resource.keywords;
  const created = resource.createTimeSearch;

  const paramKey = params.toString();
  useEffect(() => {
    const p = new URLSearchParams(paramKey);
    const kw = keywords ? { [keywords.name]: readKeywords(resource, p)[keywords.name] } : {};
    const day = (k: string) => {
      const v = p.get(k);
      return v && dayjs(v, DAY_FORMAT, true).isValid() ? dayjs(v, DAY_FORMAT) : null;
    };
    const from = day(CREATED_FROM);
    const to = day(CREATED_TO);
    const range = created ? { [CREATED_KEY]: from || to ? [from, to] : undefined } : {};
    form.setFieldsValue({ ...readSearchForm(fields, p), ...kw, ...range });
  }, [paramKey, form, fields, keywords, created, resource]);

  if (!searchFields.length && !keywords && !created) return null;

  const search = (v: TValues) =>
    setParams((p) => {
      const kw = keywords
        ? { [keywords.name]: typeof v[keywords.name] === 'string' ? String(v[keywords.name]) : undefined }
        : {};
      const pair = created && Array.isArray(v[CREATED_KEY]) ? (v[CREATED_KEY] as unknown[]) : [];
      const dayOf = (d: unknown) => (dayjs.isDayjs(d) && d.isValid() ? d.format(DAY_FORMAT) : undefined);
      const range = created ? { [CREATED_FROM]: dayOf(pair[0]), [CREATED_TO]: dayOf(pair[1]) } : {};
      const next = toSearchParams(
        { ...searchFormToParams(fields, v), ...kw, ...range },
        { PageNo: 1, PageSize: readPaging(p).PageSize },
      );
      // The chosen order outlives a new search.
      for (const k of ['SortField', 'SortOrder']) {
        const s = p.get(k);
        if (s) next.set(k, s);
      }
      return next;
    });

  return (
    <Card>
      <Form<TValues>
        form={form}
        layout="inline"
        onFinish={search}
        style={{ rowGap: 12 }}
        data-testid={`resource-search-${resource.key}`}
      >
        {searchFields.map(([name, f]) => (
          <Form.Item key={name} name={name} label={t(resource.labelKey(name))}>
            {searchControl(name, f, t(resource.labelKey(name)), t, refs)}
          </Form.Item>
        ))}
        {keywords && (
          <Form.Item name={keywords.name} label={t(keywords.label)}>
            <Input
              allowClear
              style={{ width: 240 }}
              maxLength={100}
              placeholder={keywords.placeholder ? t(keywords.placeholder) : undefined}
            />
          </Form.Item>
        )}
        {created && (
          <Form.Item name={CREATED_KEY} label={t(created)}>
            <DateRangeInput
              label={t(created)}
              format={DAY_FORMAT}
              allowEmpty={[true, true]}
              placeholder={[t('kit.resource.startDate'), t('kit.resource.endDate')]}
            />
          </Form.Item>
        )}
        <SearchActions
          onReset={() => {
            form.resetFields();
            setParams(new URLSearchParams());
          }}
        />
      </Form>
    </Card>
  );
};
