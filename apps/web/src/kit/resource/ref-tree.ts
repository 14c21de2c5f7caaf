import type { TRefSource } from '@opentmc/contracts';

// Options of a `ref` field from the rows of its source list: flat for a Select, nested for a TreeSelect
// when the source has a parent key. Pure, so the unit tests cover it.

export type TRefOption = { value: string; label: string };
export type TRefTreeNode = { value: string; title: string; disabled?: boolean; children?: TRefTreeNode[] };
export type TRefOptions = {
  /** Every row as value and label, in the list's order. */
  options: TRefOption[];
  /** The rows nested by parent; undefined when the source has no parent key. */
  tree: TRefTreeNode[] | undefined;
  /** Label by value, for table cells. */
  labels: ReadonlyMap<string, string>;
};

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * Builds the options of a ref source. A row whose parent is empty, unknown or itself is a root; rows caught
 * in a parent cycle are placed under the first of them reached, so every row appears exactly once.
 */
export const buildRefOptions = (
  rows: readonly Record<string, unknown>[],
  ref: Pick<TRefSource, 'value' | 'label' | 'parent'>,
): TRefOptions => {
  const options: TRefOption[] = [];
  const labels = new Map<string, string>();
  for (const r of rows) {
    const value = text(r[ref.value]);
    if (!value || labels.has(value)) continue;
    const label = text(r[ref.label]) || value;
    options.push({ value, label });
    labels.set(value, label);
  }
  if (!ref.parent) return { options, tree: undefined, labels };

  const parentOf = new Map<string, string>();
  for (const r of rows) {
    const value = text(r[ref.value]);
    if (value && !parentOf.has(value)) parentOf.set(value, text(r[ref.parent]));
  }
  const children = new Map<string, TRefOption[]>();
  const roots: TRefOption[] = [];
  for (const o of options) {
    const p = parentOf.get(o.value) ?? '';
    if (!p || p === o.value || !labels.has(p)) roots.push(o);
    else children.set(p, [...(children.get(p) ?? []), o]);
  }
  const placed = new Set<string>();
  const node = (o: TRefOption): TRefTreeNode => {
    placed.add(o.value);
    const kids = (children.get(o.value) ?? []).filter((c) => !placed.has(c.value)).map(node);
    return kids.length ? { value: o.value, title: o.label, children: kids } : { value: o.value, title: o.label };
  };
  const tree = roots.map(node);
  // A cycle (a → b → a) has no root: start from its first row so its rows are not lost.
  for (const o of options) if (!placed.has(o.value)) tree.push(node(o));
  return { options, tree, labels };
};

/** A copy of the tree with a node and everything under it disabled (a record cannot move under itself). */
export const disableSubtree = (tree: readonly TRefTreeNode[], value: string | undefined): TRefTreeNode[] => {
  if (!value) return [...tree];
  const walk = (nodes: readonly TRefTreeNode[], off: boolean): TRefTreeNode[] =>
    nodes.map((n) => {
      const disabled = off || n.value === value;
      const children = n.children ? walk(n.children, disabled) : undefined;
      return { ...n, ...(disabled ? { disabled: true } : {}), ...(children ? { children } : {}) };
    });
  return walk(tree, false);
};

/**
 * The company a source is read for: TMC staff acting on a client company need the client's departments, people
 * and so on, so its CompanyID goes along whenever the source call takes one.
 */
export const companyPayload = (ref: TRefSource, companyId?: string): Record<string, string> => {
  const shape = (ref.call.payload as { shape?: Record<string, unknown> }).shape;
  return companyId && shape && 'CompanyID' in shape ? { CompanyID: companyId } : {};
};
