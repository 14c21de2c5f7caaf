import { describe, expect, it } from 'vitest';
import { buildRefOptions, disableSubtree, type TRefTreeNode } from './ref-tree.ts';

const ref = { value: 'DepartmentID', label: 'DepartmentName', parent: 'ParentID' };
const row = (id: string, name: string, parent = '') => ({ DepartmentID: id, DepartmentName: name, ParentID: parent });
const shape = (nodes: TRefTreeNode[]): unknown =>
  nodes.map((n) => (n.children ? { [n.value]: shape(n.children) } : n.value));

describe('buildRefOptions', () => {
  it('gives flat options and labels without a parent key', () => {
    const o = buildRefOptions([row('d1', 'Sales'), row('d2', 'IT'), row('d1', 'Dup'), { DepartmentID: 5 }], {
      value: 'DepartmentID',
      label: 'DepartmentName',
    });
    expect(o.tree).toBeUndefined();
    // Duplicates are dropped; a missing label falls back to the value; numbers become strings.
    expect(o.options).toEqual([
      { value: 'd1', label: 'Sales' },
      { value: 'd2', label: 'IT' },
      { value: '5', label: '5' },
    ]);
    expect(o.labels.get('d2')).toBe('IT');
  });

  it('nests rows under their parents in list order', () => {
    const o = buildRefOptions(
      [row('b', 'B', 'a'), row('a', 'A'), row('c', 'C', 'a'), row('d', 'D', 'c'), row('e', 'E')],
      ref,
    );
    expect(shape(o.tree!)).toEqual([{ a: ['b', { c: ['d'] }] }, 'e']);
    expect(o.tree![0]).toMatchObject({ value: 'a', title: 'A' });
    expect(o.labels.get('d')).toBe('D');
  });

  it('makes rows with an unknown or own parent roots', () => {
    const o = buildRefOptions([row('a', 'A', 'gone'), row('b', 'B', 'b'), row('c', 'C', 'a')], ref);
    expect(shape(o.tree!)).toEqual([{ a: ['c'] }, 'b']);
  });

  it('keeps every row of a parent cycle exactly once', () => {
    const o = buildRefOptions([row('r', 'R'), row('x', 'X', 'y'), row('y', 'Y', 'x')], ref);
    expect(shape(o.tree!)).toEqual(['r', { x: ['y'] }]);
  });
});

describe('disableSubtree', () => {
  it('disables a node and its descendants only', () => {
    const { tree } = buildRefOptions([row('a', 'A'), row('b', 'B', 'a'), row('c', 'C', 'b'), row('d', 'D', 'a')], ref);
    const out = disableSubtree(tree!, 'b');
    const a = out[0]!;
    expect(a.disabled).toBeUndefined();
    expect(a.children![0]).toMatchObject({ value: 'b', disabled: true });
    expect(a.children![0]!.children![0]).toMatchObject({ value: 'c', disabled: true });
    expect(a.children![1]!.disabled).toBeUndefined();
    // The input is not changed.
    expect(tree![0]!.children![0]!.disabled).toBeUndefined();
    expect(disableSubtree(tree!, undefined)).toEqual(tree);
  });
});
