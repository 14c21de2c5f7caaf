import { z } from 'zod';
import { defineCall } from '../call.ts';

// The base group's lookup calls (spec section 3, "Category lookup entry" and "Lookup lists").

/** One lookup entry; CategoryTitle is in the caller's language. */
export const ZCategory = z.object({
  CategoryID: z.number(),
  CategoryCode: z.string(),
  CategoryTitle: z.string(),
});
export type TCategoryEntry = z.infer<typeof ZCategory>;

/** A whole list with both maps: id by code, code by id (keys of CodeById are the ids as strings). */
export const ZCategoryList = z.object({
  Name: z.string(),
  /** The list's own name in the caller's language. */
  Title: z.string(),
  Items: z.array(ZCategory),
  IdByCode: z.record(z.string(), z.number()),
  CodeById: z.record(z.string(), z.string()),
});
export type TCategoryList = z.infer<typeof ZCategoryList>;

export const ZCategoryListRequest = z.object({
  /** A list name of docs/codes.md, e.g. `ServiceType`; matched without regard to case. */
  Name: z
    .string({ error: 'base.validation.nameRequired' })
    .trim()
    .min(1, 'base.validation.nameRequired')
    .max(60, 'base.validation.nameRequired'),
});
export type TCategoryListRequest = z.infer<typeof ZCategoryListRequest>;

export const CategoryList = defineCall({
  group: 'base',
  method: 'GET',
  path: 'Category/List',
  auth: 'public',
  payload: ZCategoryListRequest,
  result: ZCategoryList,
  summary: 'One lookup list by name (`?Name=ServiceType`): entries with titles in the caller language, and both maps',
});

export const ZCategoryAllResult = z.object({
  /** Every list, keyed by its name. */
  Lists: z.record(z.string(), ZCategoryList),
});
export type TCategoryAllResult = z.infer<typeof ZCategoryAllResult>;

export const CategoryAll = defineCall({
  group: 'base',
  method: 'GET',
  path: 'Category/All',
  auth: 'public',
  payload: z.object({}),
  result: ZCategoryAllResult,
  summary: 'Every lookup list, keyed by name, each with titles in the caller language and both maps',
});
