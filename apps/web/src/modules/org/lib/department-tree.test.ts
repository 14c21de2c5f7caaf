import { describe, expect, it } from 'vitest';
import type { TDepartmentNode } from '@opentmc/contracts';
import { dropToMove, nestDepartments, subtreeOf } from './department-tree.ts';

const row = (DepartmentID: string, ParentID = '', DepartmentName = DepartmentID): TDepartmentNode => ({
  DepartmentID,
  DepartmentName,
  ParentID,
  ManagerID: '',
  ManagerName: '',
  OrderBy: 0,
  PeopleCount: 0,
});

// A, B (with B1, B2; B1 with B1a), C: parents first, as DepartmentInfo/Tree returns them.
const rows = [row('A'), row('B'), row('B1', 'B', '平台组'), row('B1a', 'B1'), row('B2', 'B'), row('C')];

describe('nestDepartments', () => {
  it('nests the rows by parent, keeping their order', () => {
    const tree = nestDepartments(rows);
    expect(tree.map((n) => n.key)).toEqual(['A', 'B', 'C']);
    expect(tree[1]!.children!.map((n) => n.key)).toEqual(['B1', 'B2']);
    expect(tree[1]!.children![0]!.children!.map((n) => n.key)).toEqual(['B1a']);
    expect(tree[0]!.children).toBeUndefined();
  });

  it('keeps only matches and the departments above them when filtered', () => {
    const tree = nestDepartments(rows, '平台');
    expect(tree.map((n) => n.key)).toEqual(['B']);
    expect(tree[0]!.children!.map((n) => n.key)).toEqual(['B1']);
    expect(tree[0]!.children![0]!.children).toBeUndefined();
    expect(nestDepartments(rows, 'nothing')).toEqual([]);
  });

  it('puts a row whose parent is unknown at the top', () => {
    expect(nestDepartments([row('X', 'gone')]).map((n) => n.key)).toEqual(['X']);
  });
});

describe('dropToMove', () => {
  const drop = (dragKey: string, dropKey: string, side: number, dropToGap = true, open = false) =>
    dropToMove(rows, { dragKey, dropKey, side, dropToGap, dropOpenWithChildren: open });

  it('onto a node: its first child', () => {
    expect(drop('C', 'A', 0, false)).toEqual({ DepartmentID: 'C', ParentID: 'A', OrderBy: 0 });
  });

  it('above or below a node: its sibling, before or after it', () => {
    expect(drop('C', 'A', -1)).toEqual({ DepartmentID: 'C', ParentID: '', OrderBy: 0 });
    expect(drop('C', 'A', 1)).toEqual({ DepartmentID: 'C', ParentID: '', OrderBy: 1 });
    // The dragged one is not counted among its old siblings.
    expect(drop('A', 'C', 1)).toEqual({ DepartmentID: 'A', ParentID: '', OrderBy: 2 });
    expect(drop('C', 'B2', -1)).toEqual({ DepartmentID: 'C', ParentID: 'B', OrderBy: 1 });
  });

  it('below an open node with children: its first child', () => {
    expect(drop('C', 'B', 1, true, true)).toEqual({ DepartmentID: 'C', ParentID: 'B', OrderBy: 0 });
  });
});

describe('subtreeOf', () => {
  it('holds a department and everything below it', () => {
    expect([...subtreeOf(rows, 'B')].sort()).toEqual(['B', 'B1', 'B1a', 'B2']);
    expect([...subtreeOf(rows, 'C')]).toEqual(['C']);
  });
});
