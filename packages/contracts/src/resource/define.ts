import { z } from 'zod';
import { defineCall, type TCallContract } from '../call.ts';
import { ZDateTime, ZMoney } from '../format.ts';
import { isLookupCode, lookupNameKey, type TLookup } from '../lookups/define.ts';
import { YesNo, yesNoLookup } from '../lookups/index.ts';
import type { TResourcePage } from './pages.ts';

// The resource kit (architecture guide section 8): one definition gives a back-office resource's
// Zod schemas, its List/Details/Update/Delete call contracts, its columns, search fields, form fields,
// permissions and i18n keys. The server mounts the calls from it (platform/resource) and the web
// builds its list page and form from it (web kit/resource).

/** How a field is edited and shown. */
export type TFieldKind =
  'text' | 'textarea' | 'lookup' | 'lookups' | 'yesNo' | 'ref' | 'date' | 'switch' | 'money' | 'number';

/**
 * How much a list column matters when the list is narrow (the web folds what does not fit into the row's details):
 * essential columns always show, then secondary ones, then optional ones.
 */
export type TColumnPriority = 'essential' | 'secondary' | 'optional';

/** How a search field filters: equal, contains (case-insensitive), or a date range (`{F}` and `{F}End`). */
export type TSearchOp = 'eq' | 'like' | 'range';

/** Where the options of a `ref` field come from: a list call whose rows give value, label and (for a tree) parent. */
export type TRefSource = {
  call: TCallContract;
  payload?: Record<string, unknown>;
  value: string;
  label: string;
  /** The parent key: the options form a tree. */
  parent?: string;
};

export type TField = {
  kind: TFieldKind;
  /** Validates the value in Update (and in the web form). Optional fields accept undefined. */
  input: z.ZodType;
  /** The value in a row. */
  output: z.ZodType;
  required: boolean;
  lookup?: TLookup;
  /** A lookup field limited to some of its list's codes (the form offers only these). */
  options?: readonly number[];
  ref?: TRefSource;
  /** Shown as a table column (default true). */
  column: boolean;
  /** Column width in pixels. */
  width?: number;
  /** How much the column matters in a narrow list; the web's default: the first column, money and dates essential. */
  priority?: TColumnPriority;
  /** A search field with this operator. */
  search?: TSearchOp;
  /** Edited in the form (default true); false for read-only values the server fills. */
  form: boolean;
  /** The list may be sorted by it. */
  sortable: boolean;
  /** The catalogue key of its label; `{i18n}.fields.{name}` unless given. */
  label?: string;
  /** Catalogue keys of some codes' labels, over the lookup's own titles (SmsStatus 1151 "unread", not "no"). */
  codeLabels?: Readonly<Record<number, string>>;
  /** Shown in the detail view (default: as `column`, or true for a textarea). */
  detail?: boolean;
};

type TFieldOpts = {
  required?: boolean;
  column?: boolean;
  width?: number;
  priority?: TColumnPriority;
  search?: TSearchOp;
  form?: boolean;
  sortable?: boolean;
  label?: string;
  codeLabels?: Readonly<Record<number, string>>;
  detail?: boolean;
  /** Catalogue key of the message for a value the field refuses (lookups: not one of its codes). */
  invalid?: string;
};

const requiredKey = 'messages.validation.required';

const base = (kind: TFieldKind, input: z.ZodType, output: z.ZodType, o: TFieldOpts): TField => ({
  kind,
  input: o.required ? input : input.optional(),
  output,
  required: o.required ?? false,
  column: o.column ?? true,
  width: o.width,
  priority: o.priority,
  search: o.search,
  form: o.form ?? true,
  sortable: o.sortable ?? false,
  label: o.label,
  codeLabels: o.codeLabels,
  detail: o.detail,
});

const ZText = (max: number, required: boolean) =>
  required
    ? z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, 'messages.validation.tooLong')
    : z.string({ error: 'messages.validation.invalid' }).trim().max(max, 'messages.validation.tooLong');

/** Field builders. */
export const field = {
  /** A line of text; `schema` replaces the default length check (e.g. a mobile number). */
  text: (o: TFieldOpts & { max?: number; schema?: z.ZodType } = {}) =>
    base('text', o.schema ?? ZText(o.max ?? 100, o.required ?? false), z.string(), o),
  textarea: (o: TFieldOpts & { max?: number } = {}) =>
    base('textarea', ZText(o.max ?? 500, o.required ?? false), z.string(), { column: false, ...o }),
  /** One code of a lookup list (spec section 3). */
  lookup: (lookup: TLookup, o: TFieldOpts = {}) => ({
    ...base(
      'lookup',
      z.coerce
        .number({ error: o.invalid ?? requiredKey })
        .refine((v) => isLookupCode(lookup, v), o.invalid ?? 'messages.validation.invalidOption'),
      z.number(),
      o,
    ),
    lookup,
  }),
  /**
   * Several codes of a lookup list, ascending and each once (e.g. the services a reason applies to); `only` limits
   * the choice to some codes. Search `eq` finds the rows holding a code.
   */
  lookups: (lookup: TLookup, o: TFieldOpts & { only?: readonly number[]; max?: number } = {}) => {
    const allowed = (v: number) => isLookupCode(lookup, v) && (!o.only || o.only.includes(v));
    const list = z
      .array(z.coerce.number().refine(allowed, 'messages.validation.invalidOption'), {
        error: 'messages.validation.invalidOption',
      })
      .max(o.max ?? 50, 'messages.validation.invalidOption')
      .refine((v) => !o.required || v.length > 0, requiredKey)
      .transform((v) => [...new Set(v)].sort((a, b) => a - b));
    return {
      ...base('lookups', list, z.array(z.number()), o),
      lookup,
      ...(o.only ? { options: o.only } : {}),
    };
  },
  /** A yes/no flag as the YesNo codes (IsDefault 1150 means yes). */
  yesNo: (o: TFieldOpts = {}) => ({
    ...base(
      'yesNo',
      z.coerce.number().refine((v) => v === YesNo.Yes || v === YesNo.No, 'messages.validation.invalidOption'),
      z.number(),
      o,
    ),
    lookup: yesNoLookup as TLookup,
  }),
  /** The id of another record, chosen from a list call (a tree when the source has a parent key). */
  ref: (ref: TRefSource, o: TFieldOpts = {}) => ({
    ...base(
      'ref',
      o.required
        ? z.string({ error: requiredKey }).trim().min(1, requiredKey).max(40)
        : z.string().trim().max(40, 'messages.validation.invalid'),
      z.string(),
      o,
    ),
    ref,
  }),
  /** A calendar date, yyyy-MM-dd. */
  date: (o: TFieldOpts = {}) =>
    base(
      'date',
      o.required
        ? z.string({ error: requiredKey }).regex(/^\d{4}-\d{2}-\d{2}$/, 'messages.validation.date')
        : z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'messages.validation.date'),
      z.string(),
      o,
    ),
  switch: (o: TFieldOpts = {}) => base('switch', z.boolean({ error: 'messages.validation.invalid' }), z.boolean(), o),
  /** Yuan with at most two decimals on the wire, integer fen inside. */
  money: (o: TFieldOpts = {}) => base('money', ZMoney, z.number(), o),
  number: (o: TFieldOpts & { min?: number; max?: number } = {}) =>
    base(
      'number',
      z.coerce
        .number({ error: 'messages.validation.number' })
        .int('messages.validation.number')
        .min(o.min ?? 0, 'messages.validation.number')
        .max(o.max ?? 2_000_000_000, 'messages.validation.number'),
      z.number(),
      o,
    ),
};

/**
 * Whose records these are. `company`: a company's (the caller's, or a client company assigned to the
 * TMC staff member, named by CompanyID). `ownCompany`: the session's own company only (the payload names no
 * company; e.g. the roles, which RoleInfo's other calls also keep to the session's company). `user`: the caller's
 * own. `party`: a company's or a user's, named by RoleID (the spec's ContactInfo and InvoiceInfo serve both
 * `/System/Company/{CompanyID}/…` and `/System/User/{UserID}/…`): a company id acts on that company, anything else
 * on the caller's own. `platform`: rows no company owns (the development adapter's records).
 */
export type TResourceOwner = 'company' | 'ownCompany' | 'user' | 'party' | 'platform';

/** The calls a resource has; read-only resources (a log, an adapter's records) have only List, or List and Details. */
export type TResourceOp = 'List' | 'Details' | 'Update' | 'Delete';

/**
 * A row action of the list: a link to another screen, or a call on the row with its own permission (the server
 * mounts the call; the kit shows the button only to holders of the permission and when `when` says the row allows it).
 */
export type TRowAction = {
  key: string;
  /** Catalogue key of the button. */
  label: string;
  /** The action code that shows it; the call's own permission when absent. */
  permission?: string;
  /** Whether the row offers it (e.g. only unread rows). */
  when?: (row: Record<string, unknown>) => boolean;
  danger?: boolean;
  /** Catalogue key of a confirmation asked first. */
  confirm?: string;
} & (
  | { kind: 'link'; to: (row: Record<string, unknown>) => string }
  | {
      kind: 'call';
      call: TCallContract;
      /** The call's payload (and the path parameters of a GET `…/:id`) from the row. */
      payload: (row: Record<string, unknown>) => Record<string, unknown>;
    }
);

export type TResourceDef<F extends Record<string, TField> = Record<string, TField>> = {
  /** Unique name in the registry, e.g. `companyContact`. */
  key: string;
  group: string;
  /** The spec's controller: calls are `{Controller}/List`, GET `Details/:id`, `Update`, GET `Delete/:id`. */
  controller: string;
  /** The id field of a row, e.g. `ContactID`. */
  id: string;
  owner: TResourceOwner;
  /** Catalogue prefix: `{i18n}.title` and `{i18n}.fields.{name}`. */
  i18n: string;
  /**
   * Action codes: `read` for List and Details, `write` for Update and Delete; absent means any session.
   * `companyWrite` (party resources): needed to change a company's rows rather than one's own.
   */
  permission: { read?: string; write?: string; companyWrite?: string };
  fields: F;
  /** Default order of the list; newest first otherwise. */
  sort?: { field: keyof F & string; order: 'asc' | 'desc' };
  /** A valid Update payload (OpenAPI example, generic tests); a read-only resource's is a valid List filter. */
  example: Record<string, unknown>;
  /** The field and a value it refuses (generic tests): in Update, or in List for a read-only resource. */
  invalidExample: { field: (keyof F & string) | keyof typeof ZListPaging; value: unknown };
  /** Extra named list filters that are not fields. */
  listFilters?: z.ZodRawShape;
  /**
   * Whole-payload rules of Update that span fields (run after the field checks pass); an issue names its field
   * in `path` and carries a catalogue key as its message.
   */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** The calls it has (all four by default). */
  ops?: readonly TResourceOp[];
  /**
   * The key of the rows in the List reply: `Entities` (with PageNo and PageSize, the default) or `Items` (with only
   * RecordCount), as the spec's call answers.
   */
  rowsKey?: 'Entities' | 'Items';
  /** One text filter `{name}` matching any of these fields (contains, case-insensitive). */
  keywords?: {
    name: string;
    fields: readonly (keyof F & string)[];
    /** Catalogue keys of the search box's label and placeholder. */
    label: string;
    placeholder?: string;
  };
  /** The list shows CreateTime as a column under this catalogue key: after `createTimeAfter`, else last. */
  createTimeColumn?: string;
  createTimeAfter?: keyof F & string;
  /**
   * A search by creation time: List takes `CreateTime` and `CreateTimeEnd` (yyyy-MM-dd HH:mm:ss, both ends included);
   * the web's search form shows a day range under this catalogue key (the address keeps `From` and `To` days).
   */
  createTimeSearch?: string;
  /** Row actions beyond edit and delete. */
  actions?: readonly TRowAction[];
  /** A read-only detail drawer opened from the row (needs the Details call): the fields marked `detail`. */
  detail?: boolean;
  /** Its screen: route and menu entry. */
  page?: TResourcePage;
  /** Rows carry UpdateTime (default true; a log's rows are never edited). */
  updateTime?: boolean;
  /** Rows carry CreateTime (default true; rows of a catalogue, not of a table, have none). */
  createTime?: boolean;
  /** Fields of the List reply beside its rows, as the spec's call answers (e.g. the company the rows belong to). */
  listReply?: z.ZodRawShape;
};

export const PAGE_SIZE_MAX = 10000;

/** List paging and sorting, shared by every resource list. */
export const ZListPaging = {
  PageNo: z.coerce.number().int().min(1).default(1),
  /** Larger values (the spec sends 9999 and 99999 for "all") are cut to PAGE_SIZE_MAX. */
  PageSize: z.coerce.number().int().min(1).max(9999999999).default(20),
  RecordCount: z.unknown().optional(),
  SortField: z.string().max(40).optional(),
  SortOrder: z.enum(['asc', 'desc']).optional(),
};

/** A list reply: one page of rows and the total count. */
export const listResult = <T extends z.ZodType>(row: T) =>
  z.object({ Entities: z.array(row), RecordCount: z.number(), PageNo: z.number(), PageSize: z.number() });

/** A row id: letters, digits, dash or underscore. */
export const ZRowId = z.coerce
  .string({ error: 'messages.validation.idRequired' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'messages.validation.idRequired');

/** A company a TMC staff member acts on (company resources); the caller's own company when absent. */
const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };
/** The owner of party rows: a company id, or the caller (absent, '' or their own user id). */
const ZParty = { RoleID: z.string().trim().max(40).optional().or(z.literal('')) };

type TRowShape<F extends Record<string, TField>> = { [K in keyof F]: F[K]['output'] };

type TRowsKey = 'Entities' | 'Items';
type TRowSchema = z.ZodObject<Record<string, z.ZodType>>;
type TItemsReply = z.ZodObject<{ Items: z.ZodArray<TRowSchema>; RecordCount: z.ZodNumber }>;
type TEntitiesReply = ReturnType<typeof listResult<TRowSchema>>;
/** The List contract by the definition's rowsKey: one schema at run time, its shape for the compiler. */
type TListCall<P extends z.ZodType, K extends TRowsKey> = K extends 'Items'
  ? TCallContract<P, TItemsReply> & { auth: 'session' }
  : TCallContract<P, TEntitiesReply> & { auth: 'session' };

const buildResource = <const F extends Record<string, TField>>(def: TResourceDef<F>) => {
  const entries = Object.entries(def.fields);
  const rowShape: Record<string, z.ZodType> = {
    [def.id]: z.string(),
    ...Object.fromEntries(entries.map(([k, f]) => [k, f.output])),
    ...(def.createTime === false ? {} : { CreateTime: z.string() }),
    ...(def.updateTime === false ? {} : { UpdateTime: z.string() }),
  };
  const row = z.object(rowShape);
  const companyShape = def.owner === 'company' ? ZTargetCompany : def.owner === 'party' ? ZParty : {};
  const inputObject = z.object({
    [def.id]: ZRowId.optional().or(z.literal('')),
    ...companyShape,
    ...Object.fromEntries(entries.filter(([, f]) => f.form).map(([k, f]) => [k, f.input])),
  });
  const refine = def.refine;
  const input = refine ? inputObject.superRefine((v, ctx) => refine(v, ctx)) : inputObject;
  const searchShape: Record<string, z.ZodType> = {};
  for (const [k, f] of entries) {
    if (!f.search) continue;
    if (f.search === 'range') {
      searchShape[k] = z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'messages.validation.date')
        .optional();
      searchShape[`${k}End`] = z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'messages.validation.date')
        .optional();
    } else if (f.kind === 'lookup' || f.kind === 'yesNo' || f.kind === 'number') {
      searchShape[k] = z.union([f.input, z.literal('')]).optional();
    } else if (f.kind === 'lookups') {
      const lookup = f.lookup;
      searchShape[k] = z
        .union([
          z.coerce.number().refine((v) => !lookup || isLookupCode(lookup, v), 'messages.validation.invalidOption'),
          z.literal(''),
        ])
        .optional();
    } else if (f.kind === 'switch') {
      searchShape[k] = z.boolean().optional();
    } else if (f.search === 'eq') {
      // An exact text (an id): the field's own check applies.
      searchShape[k] = z.union([f.input, z.literal('')]).optional();
    } else {
      searchShape[k] = z.string().trim().max(100, 'messages.validation.tooLong').optional();
    }
  }
  const timeShape = def.createTimeSearch
    ? { CreateTime: ZDateTime.optional(), CreateTimeEnd: ZDateTime.optional() }
    : {};
  const keywordShape = def.keywords
    ? { [def.keywords.name]: z.string().trim().max(100, 'messages.validation.tooLong').optional() }
    : {};
  const list = z.object({
    ...ZListPaging,
    ...companyShape,
    ...searchShape,
    ...keywordShape,
    ...timeShape,
    ...def.listFilters,
  });
  const rowsKey: TRowsKey = def.rowsKey ?? 'Entities';
  const listReply: z.ZodType =
    rowsKey === 'Items'
      ? z.object({ ...def.listReply, Items: z.array(row), RecordCount: z.number() })
      : listResult(row).extend({ ...def.listReply });
  const ops: readonly TResourceOp[] = def.ops ?? ['List', 'Details', 'Update', 'Delete'];
  const summaryOf = (what: string) => `${what} (${def.key})`;
  const calls = {
    List: defineCall({
      group: def.group,
      method: 'POST',
      path: `${def.controller}/List`,
      auth: 'session',
      permission: def.permission.read,
      payload: list,
      result: listReply,
      summary: summaryOf('One page of rows, filtered and sorted'),
    }),
    Details: defineCall({
      group: def.group,
      method: 'GET',
      path: `${def.controller}/Details/:id`,
      auth: 'session',
      permission: def.permission.read,
      payload: z.object({ id: ZRowId, ...companyShape }),
      result: row,
      summary: summaryOf('One row by id'),
    }),
    Update: defineCall({
      group: def.group,
      method: 'POST',
      path: `${def.controller}/Update`,
      auth: 'session',
      permission: def.permission.write,
      payload: input,
      result: row,
      summary: summaryOf('Creates a row (no id) or edits one (with its id)'),
    }),
    Delete: defineCall({
      group: def.group,
      method: 'GET',
      path: `${def.controller}/Delete/:id`,
      auth: 'session',
      permission: def.permission.write,
      stateChanging: true,
      payload: z.object({ id: ZRowId, ...companyShape }),
      result: z.boolean(),
      summary: summaryOf('Deletes a row by id'),
    }),
  };
  return {
    ...def,
    row,
    input,
    list,
    calls,
    ops,
    rowsKey,
    /** Whether it has this call. */
    has: (op: TResourceOp) => ops.includes(op),
    /** The fields of the detail view. */
    detailFields: entries.filter(([, f]) => f.detail ?? (f.column || f.kind === 'textarea')).map(([k]) => k),
    /** The catalogue key of a field's label. */
    labelKey: (name: string) => def.fields[name]?.label ?? `${def.i18n}.fields.${name}`,
    titleKey: `${def.i18n}.title`,
  };
};

type TBuilt<F extends Record<string, TField>> = ReturnType<typeof buildResource<F>>;

/** Builds a resource: its schemas and its call contracts (the List reply typed by its rowsKey). */
export const defineResource = <const F extends Record<string, TField>, const K extends TRowsKey = 'Entities'>(
  def: TResourceDef<F> & { rowsKey?: K },
) =>
  buildResource(def) as Omit<TBuilt<F>, 'calls' | 'rowsKey'> & {
    rowsKey: K;
    calls: Omit<TBuilt<F>['calls'], 'List'> & { List: TListCall<TBuilt<F>['list'], K> };
  };

export type TResource = ReturnType<typeof defineResource<Record<string, TField>, TRowsKey>>;
export type TRowOf<R extends { row: z.ZodType }> = z.output<R['row']>;
export type TInputOf<R extends { input: z.ZodType }> = z.input<R['input']>;
export type TRow<F extends Record<string, TField>> = TRowShape<F>;

/** The lookup name key of a lookup field (for a column header filter, say). */
export const lookupFieldNameKey = (f: TField): string | undefined => (f.lookup ? lookupNameKey(f.lookup) : undefined);

/** The rows of a List reply, whichever key the resource answers with. */
export const listRows = (r: Pick<TResource, 'rowsKey'>, reply: unknown): Record<string, unknown>[] => {
  const rows = (reply as Record<string, unknown> | null | undefined)?.[r.rowsKey];
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
};
