import type { TDepartmentNode } from '@opentmc/contracts';

// The department screen's tree: nesting the flat rows of DepartmentInfo/Tree, filtering by name, and turning
// an antd Tree drop into DepartmentInfo/Move's parent and place. Pure, so the unit tests cover it.

/** The query key of a company's department tree. */
export const departmentTreeKey = (companyId: string) => ['org', 'department', 'tree', companyId] as const;

export type TDepartmentTreeItem = {
  key: string;
  title: string;
  node: TDepartmentNode;
  children?: TDepartmentTreeItem[];
};

/** The rows (parents first, siblings in order) nested by ParentID; with a filter, matches and their ancestors. */
export const nestDepartments = (rows: readonly TDepartmentNode[], filter = ''): TDepartmentTreeItem[] => {
  const byId = new Map(rows.map((r) => [r.DepartmentID, r]));
  const q = filter.trim().toLowerCase();
  let keep: Set<string> | undefined;
  if (q) {
    keep = new Set();
    for (const r of rows) {
      if (!r.DepartmentName.toLowerCase().includes(q)) continue;
      // The match and every department above it.
      for (let c: TDepartmentNode | undefined = r; c && !keep.has(c.DepartmentID); c = byId.get(c.ParentID))
        keep.add(c.DepartmentID);
    }
  }
  const kids = new Map<string, TDepartmentNode[]>();
  for (const r of rows) {
    if (keep && !keep.has(r.DepartmentID)) continue;
    const parent = byId.has(r.ParentID) ? r.ParentID : '';
    kids.set(parent, [...(kids.get(parent) ?? []), r]);
  }
  const build = (parent: string, seen: Set<string>): TDepartmentTreeItem[] =>
    (kids.get(parent) ?? [])
      .filter((r) => !seen.has(r.DepartmentID))
      .map((r) => {
        seen.add(r.DepartmentID);
        const children = build(r.DepartmentID, seen);
        return {
          key: r.DepartmentID,
          title: r.DepartmentName,
          node: r,
          ...(children.length ? { children } : {}),
        };
      });
  return build('', new Set());
};

/** Where a drop lands, as antd reports it. */
export type TTreeDrop = {
  dragKey: string;
  dropKey: string;
  /** false: dropped onto the node itself. */
  dropToGap: boolean;
  /** -1 above the node, 1 below it (0 onto it). */
  side: number;
  /** The node is expanded and has children (a drop below it lands as its first child). */
  dropOpenWithChildren: boolean;
};

/** The Move payload of a drop: the new parent ('' = top) and the place among its other children. */
export const dropToMove = (
  rows: readonly TDepartmentNode[],
  d: TTreeDrop,
): { DepartmentID: string; ParentID: string; OrderBy: number } => {
  if (!d.dropToGap || (d.side === 1 && d.dropOpenWithChildren))
    return { DepartmentID: d.dragKey, ParentID: d.dropKey, OrderBy: 0 };
  const target = rows.find((r) => r.DepartmentID === d.dropKey);
  const parent = target && rows.some((r) => r.DepartmentID === target.ParentID) ? target.ParentID : '';
  const siblings = rows
    .filter((r) => (rows.some((p) => p.DepartmentID === r.ParentID) ? r.ParentID : '') === parent)
    .map((r) => r.DepartmentID)
    .filter((id) => id !== d.dragKey);
  const at = siblings.indexOf(d.dropKey);
  return { DepartmentID: d.dragKey, ParentID: parent, OrderBy: at < 0 ? siblings.length : d.side < 0 ? at : at + 1 };
};

/** Ids of a department and every department below it. */
export const subtreeOf = (rows: readonly TDepartmentNode[], id: string): Set<string> => {
  const out = new Set([id]);
  // Rows come parents first, so one pass finds every descendant.
  for (const r of rows) if (out.has(r.ParentID)) out.add(r.DepartmentID);
  return out;
};
