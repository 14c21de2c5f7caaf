import { useState, type ReactNode } from 'react';
import { App, Button, Flex, Popconfirm, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listRows, type TColumnPriority, type TField, type TResource, type TRowAction } from '@opentmc/contracts';
import { call, fetchResult } from '../../app/api.ts';
import { holdsAction, useTicket, useUserActions } from '../../app/session.ts';
import { TIME_WIDTH, TimeCell } from '../FitTable.tsx';
import type { TTranslateKey } from '../form-rules.ts';
import { readPaging } from '../list-params.ts';
import type { TListColumn } from '../FitTable.tsx';
import { ListCard } from '../ListCard.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { resourceKey, resourceListKey } from './query-keys.ts';
import type { TRefOptions } from './ref-tree.ts';
import { ResourceDetailDrawer } from './ResourceDetailDrawer.tsx';
import { ResourceFormDrawer } from './ResourceFormDrawer.tsx';
import { ResourceSearchForm } from './ResourceSearchForm.tsx';
import {
  columnSortOrder,
  readCreateTime,
  readKeywords,
  formatMoney,
  lookupLabel,
  ownerPayload,
  readSearchPayload,
  readSort,
  sortFromTable,
  type TValues,
} from './resource-values.ts';
import { refQueryPrefix, useFieldRefOptions } from './use-ref-options.ts';

export type TResourceRow = Record<string, unknown>;

/** What the render props get: the current List payload and ways to act on the list. */
export type TResourceListContext = {
  /** The List payload of the rows shown. */
  payload: TValues;
  refetch: () => void;
  /** Opens the form drawer: a new row without id. */
  openForm: (id?: string) => void;
  /** The List reply shown (its other fields beside the rows, the definition's `listReply`); undefined until loaded. */
  reply: unknown;
};

export type TResourceListPageProps = {
  /** A value returned by defineResource. */
  resource: TResource;
  /** The client company a TMC staff member acts on (CompanyID, or RoleID for party resources). */
  companyId?: string;
  /** The card title; the resource's catalogue title when absent. */
  title?: ReactNode;
  /** Extra List payload, over the search fields (e.g. a parent id). */
  fixedFilters?: TValues;
  /** Columns after the field columns, before the actions. */
  extraColumns?: (ctx: TResourceListContext) => TListColumn<TResourceRow>[];
  /** Links before Edit and Delete in a row's actions. */
  rowActions?: (row: TResourceRow, ctx: TResourceListContext) => ReactNode;
  /** Buttons before Add in the list's toolbar. */
  toolbar?: (ctx: TResourceListContext) => ReactNode;
  /** Form values of a new row (e.g. a preset parent). */
  newValues?: TValues;
  /** No Add, Edit or Delete (the caller may only read); always so for a resource without Update. */
  readOnly?: boolean;
  /** A field's cell drawn by the page rather than by its kind (e.g. an icon beside the value). */
  cells?: Partial<Record<string, (value: unknown, row: TResourceRow) => ReactNode>>;
  /** Above the table, from the rows shown and the whole List reply (the page's intro line when absent). */
  intro?: (rows: TResourceRow[], reply: unknown) => ReactNode;
  /** Polls the list while this says so (ms), e.g. while a row waits for a background job. */
  refetchInterval?: (rows: TResourceRow[]) => number | false;
  /** The list's test id (`resource-list-{key}` when absent). */
  testId?: string;
  /** The width of the actions column, where the page adds row actions that do not fit the default. */
  actionsWidth?: number;
};

const DEFAULT_WIDTH = 150;
const ACTIONS_WIDTH = 150;
const READ_ACTIONS_WIDTH = 90;

/** A field column's priority in a narrow list: as the field says; else the first column, money and dates essential. */
const priorityOf = (f: TField, index: number): TColumnPriority =>
  f.priority ?? (index === 0 || f.kind === 'money' || f.kind === 'date' ? 'essential' : 'secondary');

/** How a field's value shows in a cell, by kind. */
export const cell = (f: TField, v: unknown, t: TTranslateKey, refs?: TRefOptions): ReactNode => {
  switch (f.kind) {
    case 'lookup':
    case 'yesNo':
      return f.lookup ? lookupLabel(f.lookup, v, t, f.codeLabels) : String(v ?? '');
    case 'lookups':
      return (
        <Flex gap={4} wrap>
          {(Array.isArray(v) ? v : []).map((code) => (
            <Tag key={String(code)} variant="filled">
              {f.lookup ? lookupLabel(f.lookup, code, t, f.codeLabels) : String(code)}
            </Tag>
          ))}
        </Flex>
      );
    case 'switch':
      return v ? (
        <Tag color="green" variant="filled">
          {t('messages.yes')}
        </Tag>
      ) : (
        <Tag variant="filled">{t('messages.no')}</Tag>
      );
    case 'money':
      return formatMoney(v);
    // The option's label once the source list is loaded; the id until then.
    case 'ref':
      return v ? (refs?.labels.get(String(v)) ?? String(v)) : '';
    case 'textarea':
      return (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: String(v ?? '') }} style={{ margin: 0 }}>
          {String(v ?? '')}
        </Typography.Paragraph>
      );
    default:
      return v === null || v === undefined ? '' : String(v);
  }
};

/** The declared row actions the caller may take: those whose action code the caller holds. */
const useAllowedActions = (resource: TResource): readonly TRowAction[] => {
  const ticket = useTicket();
  const actions = useUserActions(ticket.data?.UserID);
  const declared = resource.actions ?? [];
  return declared.filter((a) => {
    const need = a.permission ?? (a.kind === 'call' ? a.call.permission : undefined);
    return !need || holdsAction(actions.data?.UserActions ?? [], need);
  });
};

/**
 * A resource's back-office list from its definition: the search form (fields with `search`), the table
 * (fields with `column`, sortable ones sending SortField/SortOrder), filters, page and order in the
 * address, Add/Edit in the form drawer and Delete behind a confirmation.
 */
export const ResourceListPage = ({
  resource,
  companyId,
  title,
  fixedFilters,
  extraColumns,
  rowActions,
  toolbar,
  newValues,
  readOnly: readOnlyProp = false,
  cells,
  intro: introOf,
  refetchInterval,
  testId,
  actionsWidth,
}: TResourceListPageProps) => {
  const readOnly = readOnlyProp || !resource.has('Update');
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [drawer, setDrawer] = useState<{ open: boolean; id?: string }>({ open: false });
  const [detail, setDetail] = useState<{ open: boolean; id?: string }>({ open: false });
  const allowed = useAllowedActions(resource);
  const fields = resource.fields;

  const sort = readSort(fields, params);
  const payload: TValues = {
    ...readPaging(params),
    ...sort,
    ...readSearchPayload(fields, params),
    ...readKeywords(resource, params),
    ...readCreateTime(resource, params),
    ...fixedFilters,
    ...ownerPayload(resource, companyId),
  };
  const list = useQuery({
    queryKey: resourceListKey(resource, payload),
    queryFn: () => fetchResult(resource.calls.List, payload),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (q) => refetchInterval(listRows(resource, q.state.data)) : undefined,
  });
  const refs = useFieldRefOptions(fields, (name) => Boolean(fields[name]?.column || fields[name]?.search), companyId);

  const ctx: TResourceListContext = {
    payload,
    refetch: () => void list.refetch(),
    openForm: (id) => setDrawer({ open: true, id }),
    reply: list.data,
  };

  const remove = async (id: string) => {
    const r = await call(resource.calls.Delete, { id, ...ownerPayload(resource, companyId) }, { params: { id } });
    if (!r.isSucc) return;
    message.success(t('messages.deleted'));
    // The list and any options listing this resource (e.g. a parent tree).
    await Promise.all([
      qc.invalidateQueries({ queryKey: resourceKey(resource) }),
      qc.invalidateQueries({ queryKey: refQueryPrefix(resource.calls.List) }),
    ]);
  };

  /** A declared call action on a row: after its confirmation, the call; then the list again. */
  const runAction = async (a: Extract<TRowAction, { kind: 'call' }>, row: TResourceRow) => {
    const p = a.payload(row);
    const r = await call(a.call, p, { params: Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])) });
    if (!r.isSucc) return;
    if (r.message) message.success(r.message);
    await qc.invalidateQueries({ queryKey: resourceKey(resource) });
  };
  const declaredActions = (row: TResourceRow): ReactNode =>
    allowed
      .filter((a) => !a.when || a.when(row))
      .map((a) => {
        const label = t(a.label);
        if (a.kind === 'link')
          return (
            <Link key={a.key} to={a.to(row)}>
              {label}
            </Link>
          );
        const button = (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger}
            onClick={a.confirm ? undefined : () => runAction(a, row)}
          >
            {label}
          </Button>
        );
        return a.confirm ? (
          <Popconfirm key={a.key} title={t(a.confirm)} onConfirm={() => runAction(a, row)}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      });
  const showsDetail = Boolean(resource.detail) && resource.has('Details');

  const fieldColumns: TListColumn<TResourceRow>[] = Object.entries(fields)
    .filter(([, f]) => f.column)
    .map(([name, f], index) => ({
      key: name,
      dataIndex: name,
      title: t(resource.labelKey(name)),
      width: f.width ?? DEFAULT_WIDTH,
      priority: priorityOf(f, index),
      align: f.kind === 'money' || f.kind === 'number' ? ('right' as const) : undefined,
      ellipsis: f.kind === 'text',
      sorter: f.sortable,
      sortOrder: f.sortable ? columnSortOrder(sort, name) : undefined,
      render: (v: unknown, row: TResourceRow) => cells?.[name]?.(v, row) ?? cell(f, v, t, refs[name]),
    }));
  if (resource.createTimeColumn) {
    // After the field the definition names, else last.
    const after = resource.createTimeAfter ? fieldColumns.findIndex((c) => c.key === resource.createTimeAfter) : -1;
    fieldColumns.splice(after >= 0 ? after + 1 : fieldColumns.length, 0, {
      key: 'CreateTime',
      dataIndex: 'CreateTime',
      title: t(resource.createTimeColumn),
      width: TIME_WIDTH,
      priority: 'essential',
      render: (v: string) => <TimeCell value={v} />,
    });
  }
  const hasRowActions = Boolean(rowActions) || allowed.length > 0 || showsDetail;
  const actions: TListColumn<TResourceRow>[] =
    readOnly && !hasRowActions
      ? []
      : [
          {
            key: 'actions',
            title: t('kit.resource.actions'),
            width: actionsWidth ?? (readOnly ? READ_ACTIONS_WIDTH : ACTIONS_WIDTH),
            fixed: 'right',
            render: (_: unknown, row) => {
              const id = String(row[resource.id] ?? '');
              return (
                <Flex gap={4} wrap align="center">
                  {showsDetail && (
                    <Button type="link" size="small" onClick={() => setDetail({ open: true, id })}>
                      {t('actions.view')}
                    </Button>
                  )}
                  {declaredActions(row)}
                  {rowActions?.(row, ctx)}
                  {!readOnly && (
                    <>
                      <Button type="link" size="small" onClick={() => ctx.openForm(id)}>
                        {t('actions.edit')}
                      </Button>
                      <Popconfirm
                        title={t('messages.confirmDelete')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove(id)}
                      >
                        <Button type="link" size="small" danger>
                          {t('actions.delete')}
                        </Button>
                      </Popconfirm>
                    </>
                  )}
                </Flex>
              );
            },
          },
        ];
  const extra = extraColumns?.(ctx) ?? [];
  const columns = [...fieldColumns, ...extra, ...actions];

  // Sorting writes the order to the address and starts again at page 1 (paging is ListCard's).
  const onTableChange: TableProps<TResourceRow>['onChange'] = (_p, _f, sorter, info) => {
    if (info.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next = sortFromTable(s?.columnKey ?? s?.field, s?.order);
    setParams((p) => {
      const q = new URLSearchParams(p);
      q.delete('SortField');
      q.delete('SortOrder');
      q.delete('PageNo');
      if (next.SortField && next.SortOrder) {
        q.set('SortField', next.SortField);
        q.set('SortOrder', next.SortOrder);
      }
      return q;
    });
  };

  const cardTitle = title ?? t(resource.page?.title ?? resource.titleKey);
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('kit.resource.loadFailed', {
          title: typeof cardTitle === 'string' ? cardTitle : t(resource.titleKey),
        })}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  const rows = listRows(resource, list.data);
  const intro = resource.page?.intro;
  const introNode = introOf
    ? introOf(rows, list.data)
    : intro && <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16} data-testid={testId ?? `resource-list-${resource.key}`}>
      <ResourceSearchForm resource={resource} refs={refs} />
      <ListCard<TResourceRow>
        title={cardTitle}
        intro={introNode || undefined}
        query={list}
        rows={rows}
        total={list.data?.RecordCount ?? 0}
        rowKey={resource.id}
        columns={columns}
        onTableChange={onTableChange}
        toolbar={
          toolbar || !readOnly ? (
            <>
              {toolbar?.(ctx)}
              {!readOnly && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => ctx.openForm()}>
                  {t('actions.add')}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      {showsDetail && (
        <ResourceDetailDrawer
          resource={resource}
          id={detail.id}
          open={detail.open}
          companyId={companyId}
          cells={cells}
          onClose={() => setDetail((d) => ({ ...d, open: false }))}
        />
      )}
      {!readOnly && (
        <ResourceFormDrawer
          resource={resource}
          open={drawer.open}
          id={drawer.id}
          companyId={companyId}
          initialValues={newValues}
          onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        />
      )}
    </Flex>
  );
};
