import {
  LOOKUPS,
  findLookup,
  lookupItems,
  lookupMaps,
  lookupNameKey,
  type TCategoryAllResult,
  type TCategoryList,
  type TLang,
  type TLookup,
} from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';

type TTranslate = (key: string) => string;

/** One list with titles in the caller's language and both maps. */
export const categoryList = (l: TLookup, t: TTranslate): TCategoryList => ({
  Name: l.name,
  Title: t(lookupNameKey(l)),
  Items: lookupItems(l).map((i) => ({ ...i, CategoryTitle: t(i.CategoryTitle) })),
  ...lookupMaps(l),
});

// The catalogue is static data, so each language's rendering is built once.
const cache = new Map<TLang, Map<string, TCategoryList>>();

const renderAll = (lang: TLang, t: TTranslate): Map<string, TCategoryList> => {
  const hit = cache.get(lang);
  if (hit) return hit;
  const lists = new Map(LOOKUPS.map((l) => [l.name, categoryList(l, t)]));
  cache.set(lang, lists);
  return lists;
};

/** A lookup list by name (any case); an unknown name is a business error naming it. */
export const getCategoryList = (ctx: { lang: TLang; t: TTranslate }, name: string): TCategoryList => {
  const l = findLookup(name);
  if (!l) throw new BizError('base.errors.unknownList', { name: name.slice(0, 60) });
  const list = renderAll(ctx.lang, ctx.t).get(l.name);
  if (!list) throw new Error(`lookup ${l.name} not rendered`);
  return list;
};

/** Every lookup list, keyed by name. */
export const getAllCategoryLists = (ctx: { lang: TLang; t: TTranslate }): TCategoryAllResult => ({
  Lists: Object.fromEntries(renderAll(ctx.lang, ctx.t)),
});
