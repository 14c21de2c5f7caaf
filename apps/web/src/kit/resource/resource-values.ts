import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  YesNo,
  lookupItems,
  lookupMaps,
  lookupTitleKey,
  type TField,
  type TLookup,
  type TResource,
} from '@opentmc/contracts';
import { firstIssueKey, type TTranslateKey } from '../form-rules.ts';
import { yuanDigits } from '../money.ts';

// Pure conversions of the resource kit: address ↔ search form ↔ List payload, row ↔ form ↔ Update payload.
// No React and no app imports, so they run in the unit tests.

export type TFields = Record<string, TField>;
export type TValues = Record<string, unknown>;
export type TOption = { value: number; label: string };

/** Dates in the address, in payloads and in rows. */
export const DAY_FORMAT = 'YYYY-MM-DD';
const REQUIRED_KEY = 'messages.validation.required';

// Strict yyyy-MM-dd parsing (antd's date picker loads the same plugin; extending twice is a no-op).
dayjs.extend(customParseFormat);

const entriesOf = (fields: TFields) => Object.entries(fields);
const isDay = (s: unknown): s is string => typeof s === 'string' && dayjs(s, DAY_FORMAT, true).isValid();
const toDay = (s: unknown): Dayjs | undefined => (isDay(s) ? dayjs(s, DAY_FORMAT, true) : undefined);
const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);
const intOf = (s: string | null | undefined): number | undefined => {
  if (s === null || s === undefined || s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
};

// ---------------------------------------------------------------- owner

/**
 * Whose rows a staff member works on: CompanyID for company resources, RoleID for party resources
 * (a company id acts on that company); nothing for the caller's own rows.
 */
export const ownerPayload = (resource: Pick<TResource, 'owner'>, companyId?: string): TValues => {
  if (!companyId) return {};
  if (resource.owner === 'company') return { CompanyID: companyId };
  if (resource.owner === 'party') return { RoleID: companyId };
  return {};
};

// ---------------------------------------------------------------- lookups

/** Select options of a lookup, titles translated (only some codes, when given). */
export const lookupOptions = (
  lookup: TLookup,
  t: TTranslateKey,
  only?: readonly number[],
  labels?: Readonly<Record<number, string>>,
): TOption[] =>
  lookupItems(lookup)
    .filter((c) => !only || only.includes(c.CategoryID))
    .map((c) => ({ value: c.CategoryID, label: t(labels?.[c.CategoryID] ?? c.CategoryTitle) }));

/**
 * The translated title of a lookup code (or the field's own label of that code); the number itself when it is not
 * one of the list's codes.
 */
export const lookupLabel = (
  lookup: TLookup,
  value: unknown,
  t: TTranslateKey,
  labels?: Readonly<Record<number, string>>,
): string => {
  if (value === null || value === undefined || value === '') return '';
  const own = labels?.[Number(value)];
  if (own) return t(own);
  const code = lookupMaps(lookup).CodeById[String(value)];
  return code ? t(lookupTitleKey(lookup, code)) : String(value);
};

/** The address keys of a creation-time search (`createTimeSearch`): the first and last day. */
export const CREATED_FROM = 'From';
export const CREATED_TO = 'To';

/** A creation-time search in the address as List's CreateTime and CreateTimeEnd (whole days, both included). */
export const readCreateTime = (r: Pick<TResource, 'createTimeSearch'>, params: URLSearchParams): TValues => {
  if (!r.createTimeSearch) return {};
  const from = params.get(CREATED_FROM)?.trim();
  const to = params.get(CREATED_TO)?.trim();
  return {
    ...(isDay(from) ? { CreateTime: `${from} 00:00:00` } : {}),
    ...(isDay(to) ? { CreateTimeEnd: `${to} 23:59:59` } : {}),
  };
};

/** The keyword filter of a resource (its `keywords`) in the address. */
export const readKeywords = (r: Pick<TResource, 'keywords'>, params: URLSearchParams): TValues => {
  const v = r.keywords ? params.get(r.keywords.name)?.trim() : undefined;
  return r.keywords && v ? { [r.keywords.name]: v.slice(0, 100) } : {};
};

/** A money value of a row (yuan) with two decimals and no ¥ (-21.00); with the ¥ it is kit/money's yuanText. */
export const formatMoney = (yuan: unknown): string => yuanDigits(yuan);

// ---------------------------------------------------------------- search

/** The address keys of a resource's search fields (a range has `{F}` and `{F}End`). */
export const searchParamKeys = (fields: TFields): string[] =>
  entriesOf(fields).flatMap(([name, f]) => (f.search === 'range' ? [name, `${name}End`] : f.search ? [name] : []));

/** The List filters in the address, typed per field kind; invalid values are left out. */
export const readSearchPayload = (fields: TFields, params: URLSearchParams): TValues => {
  const out: TValues = {};
  for (const [name, f] of entriesOf(fields)) {
    if (!f.search) continue;
    if (f.search === 'range') {
      const from = params.get(name)?.trim();
      const to = params.get(`${name}End`)?.trim();
      if (isDay(from)) out[name] = from;
      if (isDay(to)) out[`${name}End`] = to;
      continue;
    }
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    if (f.kind === 'lookup' || f.kind === 'lookups' || f.kind === 'yesNo' || f.kind === 'number') {
      const n = intOf(raw);
      if (n !== undefined) out[name] = n;
    } else if (f.kind === 'switch') {
      if (raw === 'true' || raw === 'false') out[name] = raw === 'true';
    } else if (f.kind === 'date') {
      if (isDay(raw)) out[name] = raw;
    } else {
      out[name] = raw.slice(0, 100);
    }
  }
  return out;
};

/** The search form's values from the address: every search field present (undefined clears it). */
export const readSearchForm = (fields: TFields, params: URLSearchParams): TValues => {
  const p = readSearchPayload(fields, params);
  const out: TValues = {};
  for (const [name, f] of entriesOf(fields)) {
    if (!f.search) continue;
    if (f.search === 'range') {
      const from = toDay(p[name]);
      const to = toDay(p[`${name}End`]);
      out[name] = from || to ? [from ?? null, to ?? null] : undefined;
    } else if (f.kind === 'date') {
      out[name] = toDay(p[name]);
    } else {
      out[name] = p[name];
    }
  }
  return out;
};

const dayText = (v: unknown): string | undefined => (isDayjs(v) && v.isValid() ? v.format(DAY_FORMAT) : undefined);

/** The address values of a submitted search form (toSearchParams drops the empty ones). */
export const searchFormToParams = (fields: TFields, values: TValues): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = {};
  for (const [name, f] of entriesOf(fields)) {
    if (!f.search) continue;
    const v = values[name];
    if (f.search === 'range') {
      const pair = Array.isArray(v) ? v : [];
      out[name] = dayText(pair[0]);
      out[`${name}End`] = dayText(pair[1]);
    } else if (f.kind === 'date') {
      out[name] = dayText(v);
    } else {
      out[name] = v === null || v === undefined ? undefined : String(v);
    }
  }
  return out;
};

export type TSortOrder = 'asc' | 'desc';
export type TSort = { SortField?: string; SortOrder?: TSortOrder };

/** SortField/SortOrder from the address, only for sortable fields. */
export const readSort = (fields: TFields, params: URLSearchParams): TSort => {
  const field = params.get('SortField') ?? '';
  const order = params.get('SortOrder');
  if (!fields[field]?.sortable || (order !== 'asc' && order !== 'desc')) return {};
  return { SortField: field, SortOrder: order };
};

/** antd's sort order of a column from the address sort. */
export const columnSortOrder = (sort: TSort, name: string): 'ascend' | 'descend' | null =>
  sort.SortField === name ? (sort.SortOrder === 'asc' ? 'ascend' : 'descend') : null;

/** The address sort from antd's sorter (undefined order clears it). */
export const sortFromTable = (field: unknown, order: 'ascend' | 'descend' | null | undefined): TSort =>
  typeof field === 'string' && order ? { SortField: field, SortOrder: order === 'ascend' ? 'asc' : 'desc' } : {};

// ---------------------------------------------------------------- form

/** A form value as it travels in Update (Dayjs → yyyy-MM-dd, yes/no switch → YesNo code, yuan with two decimals). */
export const fieldToWire = (f: TField, v: unknown): unknown => {
  const empty = v === null || v === undefined;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return typeof v === 'string' ? v : empty ? undefined : String(v);
    case 'lookup':
      return empty || v === '' ? undefined : Number(v);
    case 'lookups':
      return Array.isArray(v) ? v.map(Number) : [];
    case 'yesNo':
      return v === true || v === YesNo.Yes ? YesNo.Yes : YesNo.No;
    case 'switch':
      return v === true;
    // An emptied reference or date is sent as '' so the server clears it.
    case 'ref':
      return empty ? '' : String(v);
    case 'date':
      return isDayjs(v) ? (dayText(v) ?? '') : typeof v === 'string' ? v : '';
    case 'money':
      if (typeof v === 'number') return Number.isFinite(v) ? Number(v.toFixed(2)) : v;
      return empty || v === '' ? undefined : v;
    case 'number':
      return empty || v === '' ? undefined : v;
  }
};

/** A row value as the form holds it (the reverse of fieldToWire). */
export const rowToFormValue = (f: TField, v: unknown): unknown => {
  switch (f.kind) {
    case 'yesNo':
      return v === YesNo.Yes;
    case 'switch':
      return v === true;
    case 'date':
      return toDay(v);
    case 'ref':
      return v === '' || v === null ? undefined : v;
    // The server sends 0 for an unset code.
    case 'lookup':
      return v === 0 || v === null ? undefined : v;
    case 'lookups':
      return Array.isArray(v) ? v : [];
    default:
      return v ?? undefined;
  }
};

/** The form's values of a loaded row (only the form fields). */
export const rowToFormValues = (fields: TFields, row: TValues): TValues =>
  Object.fromEntries(entriesOf(fields).flatMap(([name, f]) => (f.form ? [[name, rowToFormValue(f, row[name])]] : [])));

/** The form's values for a new row: flags off. */
export const newFormValues = (fields: TFields): TValues =>
  Object.fromEntries(
    entriesOf(fields).flatMap(([name, f]) =>
      f.form && (f.kind === 'yesNo' || f.kind === 'switch') ? [[name, false]] : [],
    ),
  );

/** The Update payload from the form: wire values, the id when editing, whose rows. */
export const formToUpdatePayload = (
  resource: Pick<TResource, 'id' | 'owner' | 'fields'>,
  values: TValues,
  opts: { id?: string; companyId?: string } = {},
): TValues => {
  const out: TValues = {};
  for (const [name, f] of entriesOf(resource.fields)) {
    if (!f.form) continue;
    const w = fieldToWire(f, values[name]);
    if (w !== undefined) out[name] = w;
  }
  if (opts.id) out[resource.id] = opts.id;
  return { ...out, ...ownerPayload(resource, opts.companyId) };
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The message key of a form value's first issue under the field's own schema, or null. */
export const fieldIssueKeyOf = (f: TField, v: unknown): string | null => {
  const w = fieldToWire(f, v);
  if (f.required && isEmpty(w)) return REQUIRED_KEY;
  return firstIssueKey(f.input, w);
};

/** The length limit of a text field's schema (for the input's maxLength). */
export const maxLengthOf = (f: TField): number | undefined => {
  let s: unknown = f.input;
  // Optional fields wrap the string schema.
  for (let i = 0; i < 3 && s && typeof s === 'object' && 'unwrap' in s && typeof s.unwrap === 'function'; i++) {
    s = (s as { unwrap: () => unknown }).unwrap();
  }
  const max = s && typeof s === 'object' && 'maxLength' in s ? s.maxLength : undefined;
  return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
};

/** An antd rule that checks a form value with the field's own Zod schema, message translated (like zodRule). */
export const fieldRule = (f: TField, t: TTranslateKey): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const key = fieldIssueKeyOf(f, value);
    if (key) throw new Error(t(key));
  },
});
