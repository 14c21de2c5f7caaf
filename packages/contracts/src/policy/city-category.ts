import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId, defineResource, field, type TField } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';
import { PolicyAction } from './actions.ts';
import { ZCityCategoryCode } from './trip-rule.ts';

// City categories (/system/cityCategory/list): the classes of cities that hotel caps are set for. The TMC defines
// them for all its clients; a client company may define its own, and one of its own with the same code replaces
// the TMC's. Cities are the prefecture-level cities of the administrative divisions (GB/T 2260, 4-digit codes);
// one category is the default for every city no category lists, and one is flagged International for all
// overseas cities.

const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/** A prefecture-level city: the 4-digit division code. */
export const ZCityCode = z
  .string({ error: 'policy.validation.city' })
  .trim()
  .regex(/^\d{4}$/, 'policy.validation.city');

/** Whose a category is: the TMC's (a default of every client) or the company's own. */
export const CATEGORY_SOURCES = ['Own', 'Tmc'] as const;

export const ZCityCategoryRow = z.object({
  CategoryID: z.string(),
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  /** City codes (4 digits), ascending. */
  Cities: z.array(z.string()),
  IsDefault: z.boolean(),
  International: z.boolean(),
  OrderBy: z.number(),
  Source: z.enum(CATEGORY_SOURCES),
  CreateTime: z.string(),
  UpdateTime: z.string(),
});
export type TCityCategoryRow = z.output<typeof ZCityCategoryRow>;

export const ZCityCategoryInput = z
  .object({
    CategoryID: ZRowId.optional().or(z.literal('')),
    ...ZTargetCompany,
    Code: ZCityCategoryCode,
    Name: z
      .string({ error: 'messages.validation.required' })
      .trim()
      .min(1, 'messages.validation.required')
      .max(20, 'messages.validation.tooLong'),
    NameEn: z
      .string({ error: 'messages.validation.invalid' })
      .trim()
      .max(50, 'messages.validation.tooLong')
      .default(''),
    Cities: z
      .array(ZCityCode, { error: 'policy.validation.city' })
      .max(400, 'messages.validation.invalidOption')
      .transform((v) => [...new Set(v)].sort())
      .default([]),
    IsDefault: z.boolean({ error: 'messages.validation.invalid' }).default(false),
    International: z.boolean({ error: 'messages.validation.invalid' }).default(false),
    OrderBy: z.coerce
      .number({ error: 'messages.validation.number' })
      .int('messages.validation.number')
      .min(0, 'messages.validation.number')
      .max(9999, 'messages.validation.number')
      .default(0),
  })
  .superRefine((v, ctx) => {
    // Overseas cities have no division codes: the international category is the one for all of them.
    if (v.International && v.Cities.length > 0)
      ctx.addIssue({ code: 'custom', path: ['Cities'], message: 'policy.validation.internationalCities' });
    if (v.International && v.IsDefault)
      ctx.addIssue({ code: 'custom', path: ['IsDefault'], message: 'policy.validation.internationalDefault' });
  });
export type TCityCategoryInput = z.input<typeof ZCityCategoryInput>;

/** A read-only column whose value is not one of the kit's kinds (a list of codes, a source). */
const shownField = (output: z.ZodType, o: Parameters<typeof field.text>[0] = {}): TField => ({
  ...field.text({ form: false, ...o }),
  output,
});

/**
 * The city categories in force for a company as a resource of the kit (list only, `CityCategory/List`; any session,
 * as before): its own, then the TMC's defaults whose code it does not use (the TMC sees its own), in display order
 * (the policy module's catalogue store). The company is the caller's own or one they reach (CompanyID). Details,
 * Update and Delete stay the module's own calls (an override of a default, the TMC's defaults for operators only).
 */
export const cityCategoryResource = defineResource({
  key: 'cityCategory',
  group: 'system',
  controller: 'CityCategory',
  id: 'CategoryID',
  owner: 'company',
  i18n: 'policy.cityCategory',
  permission: {},
  ops: ['List'],
  fields: {
    Code: field.text({ form: false, width: 100, priority: 'essential' }),
    Name: field.text({ form: false, width: 180, priority: 'essential', label: 'policy.cityCategory.nameColumn' }),
    NameEn: field.text({ form: false, column: false }),
    /** City codes (4 digits), ascending; a textarea's cell is not cut to one line (the page shows two). */
    Cities: { ...field.textarea({ form: false, column: true, width: 260 }), output: z.array(z.string()) },
    IsDefault: field.switch({ form: false, column: false }),
    International: field.switch({ form: false, column: false }),
    Source: shownField(z.enum(CATEGORY_SOURCES), { width: 120 }),
    OrderBy: field.number({ form: false, width: 80 }),
  },
  page: resourcePages.cityCategory,
  example: {},
  invalidExample: { field: 'PageNo', value: 0 },
});

/** `CityCategory/List`: the categories in force for a company (the city category resource's list call). */
export const CityCategoryList = cityCategoryResource.calls.List;

export const CityCategoryDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CityCategory/Details/:id',
  auth: 'session',
  payload: z.object({ id: ZRowId, ...ZTargetCompany }),
  result: ZCityCategoryRow,
  summary: 'One city category by id (the company’s own or a TMC default it sees)',
});

export const CityCategoryUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CityCategory/Update',
  auth: 'session',
  permission: PolicyAction.cityCategories,
  payload: ZCityCategoryInput,
  result: ZCityCategoryRow,
  summary:
    "Creates or edits a city category of the caller's company (the TMC's defaults: operators only), or of a client company the TMC staff member reaches",
});

export const CityCategoryDelete = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CityCategory/Delete/:id',
  auth: 'session',
  permission: PolicyAction.cityCategories,
  stateChanging: true,
  payload: z.object({ id: ZRowId, ...ZTargetCompany }),
  result: z.boolean(),
  summary: 'Deletes a city category no trip rule caps hotels by',
});

export const ZCityOption = z.object({
  CityCode: z.string(),
  CityName: z.string(),
  ProvinceCode: z.string(),
  ProvinceName: z.string(),
});
export type TCityOption = z.output<typeof ZCityOption>;

export const CityCategoryCities = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CityCategory/Cities',
  auth: 'session',
  payload: z.object({}),
  result: z.object({ Entities: z.array(ZCityOption) }),
  summary: 'Every prefecture-level city of the administrative divisions, by province',
});

export const CityCategoryOf = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CityCategory/Of',
  auth: 'session',
  payload: z.object({
    ...ZTargetCompany,
    /** A city (4 digits) or district (6 digits) code; absent for an overseas city. */
    CityCode: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6})?$/, 'policy.validation.city')
      .optional(),
    International: z.boolean({ error: 'messages.validation.invalid' }).optional(),
  }),
  result: z.object({ Code: z.string(), Name: z.string(), NameEn: z.string() }),
  summary: "The category of a city for a company (its own categories first, then the TMC's): what hotel caps use",
});
