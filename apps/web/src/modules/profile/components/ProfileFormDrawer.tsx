import type { ReactNode } from 'react';
import { FormDrawerShell } from '../../../kit/resource/FormDrawerShell.tsx';
import { App, Button, Form, Skeleton, type FormInstance, type FormRule } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPayloadOf, TResource } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import {
  formToUpdatePayload,
  newFormValues,
  resourceDetailsKey,
  resourceKey,
  rowToFormValues,
  type TValues,
} from '../../../kit/resource/index.ts';

/** What the form items get: the form, and a rule that shows the resource's own issues for some fields. */
export type TProfileFormCtx = {
  form: FormInstance<TValues>;
  /** Checks the whole payload with the resource's schema (field and cross-field rules) and reports these fields. */
  issueRule: (...fields: string[]) => FormRule;
  /** The label of a field. */
  label: (name: string) => string;
  /** Whether the drawer edits a saved row. */
  editing: boolean;
};

export type TProfileFormDrawerProps = {
  resource: TResource;
  open: boolean;
  /** The row to edit; a new row when absent. */
  id?: string;
  onClose: () => void;
  /** Form values of a new row, over the kit's defaults. */
  newValues?: TValues;
  /** Form values that are not fields, from a loaded row (e.g. the region as one Cascader value). */
  toForm?: (row: TValues) => TValues;
  /** Payload fields from form values that are not fields (e.g. the region codes). */
  fromForm?: (values: TValues) => TValues;
  onValuesChange?: (changed: TValues, form: FormInstance<TValues>) => void;
  children: (ctx: TProfileFormCtx) => ReactNode;
};

type TBodyProps = Omit<TProfileFormDrawerProps, 'open'> & { formId: string; setSaving: (b: boolean) => void };

// The form of a resource whose screen needs its own controls (the kit's drawer renders one control per field):
// the same Details, Update and schema, with the items given by the page.
const Body = ({
  resource,
  id,
  onClose,
  newValues,
  toForm,
  fromForm,
  onValuesChange,
  children,
  formId,
  setSaving,
}: TBodyProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const details = useQuery({
    queryKey: resourceDetailsKey(resource, id ?? ''),
    queryFn: () => fetchResult(resource.calls.Details, { id: id ?? '' }, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    gcTime: 0,
  });

  const payloadOf = (values: TValues): TValues => ({
    ...formToUpdatePayload(resource, values, { id }),
    ...fromForm?.(values),
  });
  const issueRule = (...fields: string[]): FormRule => ({
    validator: async () => {
      const r = resource.input.safeParse(payloadOf(form.getFieldsValue(true)));
      const issue = r.success ? undefined : r.error.issues.find((i) => fields.includes(String(i.path[0])));
      if (issue) throw new Error(t(issue.message));
    },
  });

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

  const row = details.data as TValues | undefined;
  const start = row
    ? { ...rowToFormValues(resource.fields, row), ...toForm?.(row) }
    : { ...newFormValues(resource.fields), ...newValues };

  const submit = async (values: TValues) => {
    setSaving(true);
    try {
      const payload = payloadOf(values) as TPayloadOf<typeof resource.calls.Update>;
      const r = await call(resource.calls.Update, payload);
      if (!r.isSucc) return;
      message.success(t(id ? 'messages.updated' : 'messages.added'));
      void qc.invalidateQueries({ queryKey: resourceKey(resource) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<TValues>
      form={form}
      name={formId}
      layout="vertical"
      initialValues={start}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed) => onValuesChange?.(changed, form)}
      data-testid={`profile-form-${resource.key}`}
    >
      {children({ form, issueRule, label: (name) => t(resource.labelKey(name)), editing: Boolean(id) })}
    </Form>
  );
};

/** The add/edit drawer of a personal resource with the page's own form items. */
export const ProfileFormDrawer = (props: TProfileFormDrawerProps) => {
  const { resource, open, id, onClose } = props;
  const { t } = useTranslation();
  return (
    <FormDrawerShell
      open={open}
      onClose={onClose}
      name={resource.key}
      rowKey={id}
      title={t(id ? 'kit.resource.editTitle' : 'kit.resource.addTitle', { title: t(resource.titleKey) })}
      body={({ key, formId, setSaving }) => <Body key={key} {...props} formId={formId} setSaving={setSaving} />}
    />
  );
};
