import { z } from 'zod';
import { defineCall, type TCallContract } from '../call.ts';
import { ZMoney } from '../format.ts';
import { isLookupCode, lookupNameKey, type TLookup } from '../lookups/define.ts';
import { YesNo, yesNoLookup } from '../lookups/index.ts';

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
        .number({ error: requiredKey })
        .refine((v) => isLookupCode(lookup, v), 'messages.validation.invalidOption'),
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
 * TMC staff member, named by CompanyID). `user`: the caller's own. `party`: a company's or a user's, named
 * by RoleID (the spec's ContactInfo and InvoiceInfo serve both `/System/Company/{CompanyID}/…` and
 * `/System/User/{UserID}/…`): a company id acts on that company, anything else on the caller's own.
 */
export type TResourceOwner = 'company' | 'user' | 'party';

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
  /** A valid Update payload (OpenAPI example, generic tests). */
  example: Record<string, unknown>;
  /** The field and a value it refuses (generic tests). */
  invalidExample: { field: keyof F & string; value: unknown };
  /** Extra named list filters that are not fields. */
  listFilters?: z.ZodRawShape;
  /**
   * Whole-payload rules of Update that span fields (run after the field checks pass); an issue names its field
   * in `path` and carries a catalogue key as its message.
   */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
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

/** Builds a resource: its schemas and its four call contracts. */
export const defineResource = <const F extends Record<string, TField>>(def: TResourceDef<F>) => {
  const entries = Object.entries(def.fields);
  const rowShape: Record<string, z.ZodType> = {
    [def.id]: z.string(),
    ...Object.fromEntries(entries.map(([k, f]) => [k, f.output])),
    CreateTime: z.string(),
    UpdateTime: z.string(),
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
    } else {
      searchShape[k] = z.string().trim().max(100, 'messages.validation.tooLong').optional();
    }
  }
  const list = z.object({ ...ZListPaging, ...companyShape, ...searchShape, ...def.listFilters });
  const summaryOf = (what: string) => `${what} (${def.key})`;
  const calls = {
    List: defineCall({
      group: def.group,
      method: 'POST',
      path: `${def.controller}/List`,
      auth: 'session',
      permission: def.permission.read,
      payload: list,
      result: listResult(row),
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
    /** The catalogue key of a field's label. */
    labelKey: (name: string) => def.fields[name]?.label ?? `${def.i18n}.fields.${name}`,
    titleKey: `${def.i18n}.title`,
  };
};

export type TResource = ReturnType<typeof defineResource<Record<string, TField>>>;
export type TRowOf<R extends { row: z.ZodType }> = z.output<R['row']>;
export type TInputOf<R extends { input: z.ZodType }> = z.input<R['input']>;
export type TRow<F extends Record<string, TField>> = TRowShape<F>;

/** The lookup name key of a lookup field (for a column header filter, say). */
export const lookupFieldNameKey = (f: TField): string | undefined => (f.lookup ? lookupNameKey(f.lookup) : undefined);
