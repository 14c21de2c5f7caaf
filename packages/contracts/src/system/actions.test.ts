import { describe, expect, it } from 'vitest';
import { catalogues, catalogueKeys } from '@opentmc/i18n';
import {
  ACCOUNT_KINDS,
  ACTION_CATALOGUE,
  SMS_READ_ACTION,
  actionCodesFor,
  grantableActionCodes,
  grantedActions,
  type TActionDef,
} from './actions.ts';

const g = (ActionID: string, ActionCode: string, OrderBy: number): TActionDef => ({
  ActionID,
  ActionCode,
  ActionPath: '',
  ActionURL: '',
  NickKey: 'x',
  IconName: '',
  OrderBy,
  UpperAction: '',
  IdentifyCode: 'manage',
  kinds: [],
});
const l = (ActionID: string, ActionCode: string, UpperAction: string, OrderBy: number, kinds: TActionDef['kinds']) => ({
  ...g(ActionID, ActionCode, OrderBy),
  UpperAction,
  ActionURL: `/${ActionID}`,
  kinds,
});

describe('the action catalogue', () => {
  const test: TActionDef[] = [
    g('G2', 'two', 20),
    l('L21', 'two.a', 'G2', 21, ['employee']),
    l('L22', '', 'G2', 22, ['employee', 'finance']),
    g('G1', 'one', 10),
    l('L11', 'one.a', 'G1', 11, ['finance']),
    g('G3', 'three', 30),
    g('G4', '', 40),
    l('L41', 'four.a', 'G4', 41, ['employee']),
  ];

  it('grants leaves by account kind, sorted, with the groups that hold them', () => {
    expect(grantedActions(['employee', 'finance'], test).map((d) => d.ActionID)).toEqual(['G1', 'L11', 'G2', 'L21']);
    expect(actionCodesFor(['finance'], test)).toEqual(['one', 'one.a']);
  });

  it('drops entries with an empty code, groups without a visible child, and everything for nobody', () => {
    // L22 has an empty code; G3 has no children; G4 has an empty code, so its leaf has no group.
    expect(grantedActions(['finance'], test).map((d) => d.ActionID)).toEqual(['G1', 'L11']);
    expect(grantedActions(['employee'], test).map((d) => d.ActionID)).toEqual(['G2', 'L21']);
    expect(grantedActions([], test)).toEqual([]);
  });

  it('has unique ids and codes, parents that exist, labels in the catalogues and only known kinds', () => {
    const ids = ACTION_CATALOGUE.map((d) => d.ActionID);
    expect(new Set(ids).size).toBe(ids.length);
    const codes = ACTION_CATALOGUE.map((d) => d.ActionCode);
    expect(new Set(codes).size).toBe(codes.length);
    const keys = new Set(catalogueKeys(catalogues['zh-CN']));
    for (const d of ACTION_CATALOGUE) {
      expect(d.ActionCode, d.ActionID).not.toBe('');
      expect(keys.has(d.NickKey), d.NickKey).toBe(true);
      if (d.UpperAction) expect(ids).toContain(d.UpperAction);
      for (const k of d.kinds) expect(ACCOUNT_KINDS).toContain(k);
    }
  });

  it('gives every account kind at least the personal centre', () => {
    for (const k of ACCOUNT_KINDS) expect(actionCodesFor([k])).toContain('system.user.main');
  });

  it('gives the SMS list (one-time secrets of a demo) to the platform operator alone: no role grants it', () => {
    const holders = ACCOUNT_KINDS.filter((k) => actionCodesFor([k]).includes(SMS_READ_ACTION));
    expect(holders).toEqual(['platform_admin']);
    // A role's actions reach a ticket only when grantable for the company (org roleGrantsOf), so none carries it.
    expect(grantableActionCodes('Tmc')).not.toContain(SMS_READ_ACTION);
    expect(grantableActionCodes('Tmc')).toContain('system.config.manage');
  });
});
