import type { TSideBadgeKey, TSideBadges, TUserAction } from '@opentmc/contracts';

// The side menu from the user's permitted actions (spec sections 2 and 6), as pure functions.

/** The side-badge counts of GetSideBadges (their keys are the contract's). */
export type TBadgeKey = TSideBadgeKey;
export type TBadgeCounts = TSideBadges;

export type TMenuNode = {
  /** ActionID: the menu key. */
  key: string;
  code: string;
  label: string;
  /** ActionURL with :CompanyID and :UserID filled in; empty for a pure group. */
  url: string;
  /** IconName, normalised by `iconKey`. */
  icon: string;
  order: number;
  badge: TBadgeKey | null;
  children: TMenuNode[];
};

export type TMenuIds = { CompanyID: string; UserID: string };

/** Replaces the :CompanyID and :UserID placeholders of an action URL with the user's values. */
export const fillPlaceholders = (url: string, ids: TMenuIds): string =>
  url
    .replace(/:CompanyID(?![A-Za-z0-9_])/g, encodeURIComponent(ids.CompanyID))
    .replace(/:UserID(?![A-Za-z0-9_])/g, encodeURIComponent(ids.UserID));

/**
 * Normalises an icon name from the server to a lookup key, whatever its style:
 * `SettingOutlined`, `setting`, `el-icon-s-order`, `icon-bank`, `account_book`.
 */
export const iconKey = (name: string): string =>
  name
    .trim()
    .replace(/^(el-icon-(s-)?|anticon-|icon-|fa-)/i, '')
    .replace(/(outlined|filled|twotone)$/i, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

// Which menu entries show each badge, one row per key of the contract (a new key does not compile without its row):
// the entry whose IdentifyCode names the key, else the first whose URL matches. The order screens' amend desk of
// every service (/manage/{service}/amend/list) shows the order changes the order engine counts for every product.
const BADGE_ENTRIES: Record<TBadgeKey, RegExp> = {
  Sms: /^\/adapter\/smslist(?:[/?#]|$)/i,
  WorkTask: /\/work\/?task|\/worktasks?(?:[/?#]|$)|^\/mall\/approvals(?:[/?#]|$)/i,
  OrderChange: /\/amend\/list|\/flightchangelist/i,
  TradeReceipt: /\/tradereceive|\/billreceive\//i,
};
const BADGE_KEYS = Object.keys(BADGE_ENTRIES) as TBadgeKey[];

/** Which side badge (if any) an entry shows. */
export const badgeOf = (identifyCode: string, url: string): TBadgeKey | null => {
  const byCode = BADGE_KEYS.find((k) => k.toLowerCase() === identifyCode.trim().toLowerCase());
  if (byCode) return byCode;
  return BADGE_KEYS.find((k) => BADGE_ENTRIES[k].test(url)) ?? null;
};

type TFlat = { action: TUserAction; parentRef: string; index: number };

/** Flattens the list; an action nested under `children` belongs to that parent whatever its UpperAction says. */
const flatten = (actions: readonly TUserAction[], parentID: string | null, out: TFlat[]): TFlat[] => {
  for (const action of actions) {
    out.push({ action, parentRef: parentID ?? (action.UpperAction ?? '').trim(), index: out.length });
    if (action.children?.length) flatten(action.children, action.ActionID, out);
  }
  return out;
};

const byOrder = (a: { order: number; index: number }, b: { order: number; index: number }) =>
  a.order - b.order || a.index - b.index;

/**
 * Builds the menu tree: drops actions with an empty ActionCode, groups by UpperAction (which may
 * name the parent's ActionID or ActionCode; `children` may also arrive already nested), fills in
 * the placeholders, sorts each level by OrderBy and leaves out groups that end up empty.
 * An action whose parent is missing or dropped moves up to the top level.
 */
export const buildMenu = (actions: readonly TUserAction[], ids: TMenuIds): TMenuNode[] => {
  const flat = flatten(actions, null, []);
  // One entry per ActionID; a nested copy knows its parent for sure, so it wins over a flat one.
  const unique = new Map<string, TFlat>();
  for (const f of flat) {
    if (!(f.action.ActionCode ?? '').trim()) continue;
    const seen = unique.get(f.action.ActionID);
    if (!seen || (!seen.parentRef && f.parentRef)) unique.set(f.action.ActionID, f);
  }
  const kept = [...unique.values()];
  const idOfCode = new Map<string, string>();
  for (const f of kept) if (!idOfCode.has(f.action.ActionCode)) idOfCode.set(f.action.ActionCode, f.action.ActionID);

  const parentOf = new Map<string, string | null>();
  for (const f of kept) {
    const ref = f.parentRef;
    const parent = unique.has(ref) ? ref : (idOfCode.get(ref) ?? null);
    parentOf.set(f.action.ActionID, parent === f.action.ActionID ? null : parent);
  }
  // Break cycles (A under B under A): the first action met on a cycle moves to the top level.
  for (const f of kept) {
    const seen = new Set<string>();
    let cur: string | null = f.action.ActionID;
    while (cur !== null && !seen.has(cur)) {
      seen.add(cur);
      cur = parentOf.get(cur) ?? null;
    }
    if (cur !== null) parentOf.set(cur, null);
  }

  const nodes = new Map<string, TMenuNode & { index: number }>();
  for (const f of kept) {
    const a = f.action;
    const url = fillPlaceholders((a.ActionURL ?? '').trim(), ids);
    nodes.set(a.ActionID, {
      key: a.ActionID,
      code: a.ActionCode,
      label: a.ActionNick,
      url,
      icon: iconKey(a.IconName ?? ''),
      order: Number.isFinite(a.OrderBy) ? a.OrderBy : 0,
      badge: url ? badgeOf(a.IdentifyCode ?? '', url) : null,
      children: [],
      index: f.index,
    });
  }
  const roots: (TMenuNode & { index: number })[] = [];
  for (const node of nodes.values()) {
    const parent = parentOf.get(node.key);
    if (parent) nodes.get(parent)!.children.push(node);
    else roots.push(node);
  }
  const finish = (list: (TMenuNode & { index: number })[]): TMenuNode[] =>
    list
      .sort(byOrder)
      .map(({ index: _index, ...node }) => ({
        ...node,
        children: finish(node.children as (TMenuNode & { index: number })[]),
      }))
      .filter((node) => node.url !== '' || node.children.length > 0);
  return finish(roots);
};

const pathOf = (url: string) => (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();

/**
 * The entry to highlight for a path (the longest entry URL that is the path or a parent of it,
 * ignoring case and query) and the groups to open around it.
 */
export const findSelected = (tree: readonly TMenuNode[], pathname: string): { selected: string[]; open: string[] } => {
  const target = pathOf(pathname) || '/';
  let best: { key: string; len: number; ancestors: string[] } | null = null;
  const walk = (list: readonly TMenuNode[], ancestors: string[]) => {
    for (const node of list) {
      const p = pathOf(node.url);
      if (p && (target === p || target.startsWith(`${p}/`)) && (!best || p.length > best.len)) {
        best = { key: node.key, len: p.length, ancestors };
      }
      walk(node.children, [...ancestors, node.key]);
    }
  };
  walk(tree, []);
  const found = best as { key: string; ancestors: string[] } | null;
  return found ? { selected: [found.key], open: found.ancestors } : { selected: [], open: [] };
};

/** The sum of the badge counts below a group, so a collapsed group can hint at pending work. */
export const badgeTotal = (node: TMenuNode, counts: Partial<TBadgeCounts>): number =>
  (node.badge ? (counts[node.badge] ?? 0) : 0) + node.children.reduce((n, c) => n + badgeTotal(c, counts), 0);
