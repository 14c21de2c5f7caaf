import { describe, expect, it } from 'vitest';
import { FEEDBACK_READ_ACTION, OrgAction } from '@opentmc/contracts';
import { actionLabelKey, checkedCodes, permissionTree } from './permission-tree.ts';

describe('permission tree', () => {
  const codes = (kind: Parameters<typeof permissionTree>[0]) =>
    permissionTree(kind).flatMap((g) => (g.children ?? []).map((c) => c.key));

  it('offers a client company its own screens and never the TMC staff ones', () => {
    const client = codes('Client');
    expect(client).toContain(OrgAction.employees);
    expect(client).toContain(OrgAction.roles);
    expect(client).not.toContain(FEEDBACK_READ_ACTION);
    expect(client).not.toContain(OrgAction.customers);
    expect(codes('Tmc')).toContain(FEEDBACK_READ_ACTION);
  });

  it('groups leaves under their menu group and drops empty groups', () => {
    for (const g of permissionTree('Client')) {
      expect(g.key.startsWith('group:')).toBe(true);
      expect(g.children?.length).toBeGreaterThan(0);
    }
  });

  it('keeps only leaf codes from checked keys, and labels codes by their menu entry', () => {
    expect(checkedCodes(['group:A0900', OrgAction.jobs])).toEqual([OrgAction.jobs]);
    expect(actionLabelKey(OrgAction.jobs)).toBe('system.menu.jobs');
    expect(actionLabelKey('unknown.code')).toBe('unknown.code');
  });
});
