import type { ReactNode } from 'react';
import { FormDrawerShell } from './FormDrawerShell.tsx';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Skeleton, Switch, TreeSelect } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TField, TPayloadOf, TResource } from '@opentmc/contracts';
import { call, fetchResult } from '../../app/api.ts';
import type { TTranslateKey } from '../form-rules.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { resourceDetailsKey, resourceKey } from './query-keys.ts';
import { disableSubtree, type TRefOptions } from './ref-tree.ts';
import {
  DAY_FORMAT,
  fieldRule,
  formToUpdatePayload,
  lookupOptions,
  maxLengthOf,
  newFormValues,
  ownerPayload,
  rowToFormValues,
  type TValues,
} from './resource-values.ts';
import { refQueryPrefix, useFieldRefOptions } from './use-ref-options.ts';

export type TResourceFormDrawerProps = {
  resource: TResource;
  open: boolean;
  /** The row to edit; a new row when absent. */
  id?: string;
  /** The client company a TMC staff member acts on (CompanyID, or RoleID for party resources). */
  companyId?: string;
  /** Form values of a new row (e.g. a preset parent), over the defaults. */
  initialValues?: TValues;
  onClose: () => void;
  /** After a successful save, with the saved row (the drawer closes itself and refreshes the resource's queries). */
  onSaved?: (row: Record<string, unknown>) => void;
};

type TControlCtx = { t: TTranslateKey; refs: Record<string, TRefOptions | undefined>; selfId?: string; self: boolean };

/** The input of one form field by its kind (antd's Form.Item fills in value and onChange). */
const formControl = (name: string, f: TField, ctx: TControlCtx): ReactNode => {
  const { t } = ctx;
  switch (f.kind) {
    case 'text':
      return <Input maxLength={maxLengthOf(f)} allowClear={!f.required} />;
    case 'textarea':
      return <Input.TextArea maxLength={maxLengthOf(f)} showCount autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'lookup':
      return (
        <Select
          options={f.lookup ? lookupOptions(f.lookup, t) : []}
          allowClear={!f.required}
          placeholder={t('kit.resource.select')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'lookups':
      return (
        <Select
          mode="multiple"
          options={f.lookup ? lookupOptions(f.lookup, t, f.options) : []}
          allowClear
          placeholder={t('kit.resource.select')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'yesNo':
    case 'switch':
      return <Switch />;
    case 'ref': {
      const o = ctx.refs[name];
      // A record of a tree cannot be moved under itself or its descendants.
      const selfId = ctx.self ? ctx.selfId : undefined;
      if (o?.tree) {
        return (
          <TreeSelect
            treeData={disableSubtree(o.tree, selfId)}
            allowClear={!f.required}
            placeholder={t('kit.resource.select')}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
          />
        );
      }
      return (
        <Select
          options={(o?.options ?? []).map((x) => (x.value === selfId ? { ...x, disabled: true } : x))}
          loading={!o}
          allowClear={!f.required}
          placeholder={t('kit.resource.select')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    }
    case 'date':
      return <DatePicker format={DAY_FORMAT} style={{ width: '100%' }} />;
    case 'money':
      return <InputNumber min={0} precision={2} style={{ width: '100%' }} />;
    case 'number':
      return <InputNumber precision={0} style={{ width: '100%' }} />;
  }
};

type TBodyProps = Omit<TResourceFormDrawerProps, 'open'> & { formId: string; setSaving: (b: boolean) => void };

/** The form itself: mounted on every opening, so its values and the loaded row are always fresh. */
const ResourceFormBody = ({
  resource,
  id,
  companyId,
  initialValues,
  onClose,
  onSaved,
  formId,
  setSaving,
}: TBodyProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const details = useQuery({
    queryKey: resourceDetailsKey(resource, id ?? '', companyId),
    queryFn: () =>
      fetchResult(
        resource.calls.Details,
        { id: id ?? '', ...ownerPayload(resource, companyId) },
        { params: { id: id ?? '' } },
      ),
    enabled: Boolean(id),
    // Always the row as it is now: nothing is kept once the drawer closes.
    gcTime: 0,
  });
  const fields = resource.fields;
  const refs = useFieldRefOptions(fields, (name) => fields[name]?.form === true, companyId);
  const list = resource.calls.List;

  if (id && details.isError) {
    return (
      <LoadFailed
        title={t('kit.resource.detailsFailed')}
        error={details.error}
        action={<Button onClick={() => void details.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  if (id && !details.data) return <Skeleton active />;

  const start = id ? rowToFormValues(fields, details.data as TValues) : { ...newFormValues(fields), ...initialValues };

  const submit = async (values: TValues) => {
    setSaving(true);
    try {
      // The generic input schema has computed keys, so its static type is closed; the values match it field by field.
      const payload = formToUpdatePayload(resource, values, { id, companyId }) as TPayloadOf<
        typeof resource.calls.Update
      >;
      const r = await call(resource.calls.Update, payload);
      // A failure is shown by the shell's dialog; the form stays open.
      if (!r.isSucc) return;
      message.success(t(id ? 'messages.updated' : 'messages.added'));
      void qc.invalidateQueries({ queryKey: resourceKey(resource) });
      void qc.invalidateQueries({ queryKey: refQueryPrefix(list) });
      onSaved?.(r.result as Record<string, unknown>);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<TValues>
      name={formId}
      layout="vertical"
      initialValues={start}
      onFinish={(v) => void submit(v)}
      data-testid={`resource-form-${resource.key}`}
    >
      {Object.entries(fields)
        .filter(([, f]) => f.form)
        .map(([name, f]) => {
          const self = f.ref?.call.group === list.group && f.ref?.call.path === list.path;
          return (
            <Form.Item
              key={name}
              name={name}
              label={t(resource.labelKey(name))}
              required={f.required}
              rules={[fieldRule(f, t)]}
              valuePropName={f.kind === 'yesNo' || f.kind === 'switch' ? 'checked' : 'value'}
            >
              {formControl(name, f, { t, refs, selfId: id, self })}
            </Form.Item>
          );
        })}
    </Form>
  );
};

/**
 * The add/edit form of a resource in a drawer: one item per form field, checked with the field's own
 * Zod schema; editing loads Details first; saving calls Update and refreshes the resource's lists.
 */
export const ResourceFormDrawer = (props: TResourceFormDrawerProps) => {
  const { resource, open, id, onClose } = props;
  const { t } = useTranslation();
  return (
    <FormDrawerShell
      open={open}
      onClose={onClose}
      name={resource.key}
      rowKey={id}
      title={t(id ? 'kit.resource.editTitle' : 'kit.resource.addTitle', { title: t(resource.titleKey) })}
      body={({ key, formId, setSaving }) => (
        <ResourceFormBody key={key} {...props} formId={formId} setSaving={setSaving} />
      )}
    />
  );
};
