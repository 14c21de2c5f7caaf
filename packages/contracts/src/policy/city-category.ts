import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId } from '../resource/define.ts';
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

export const CityCategoryList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CityCategory/List',
  auth: 'session',
  payload: z.object({ ...ZTargetCompany, PageNo: z.unknown().optional(), PageSize: z.unknown().optional() }),
  result: z.object({ Entities: z.array(ZCityCategoryRow), RecordCount: z.number() }),
  summary:
    "The city categories in force for a company: its own, and the TMC's defaults it does not replace (the TMC sees its own)",
});

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
