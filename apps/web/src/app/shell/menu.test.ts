import { describe, expect, it } from 'vitest';
import type { TUserAction } from '@opentmc/contracts';
import { badgeOf, badgeTotal, buildMenu, fillPlaceholders, findSelected, iconKey, type TMenuNode } from './menu.ts';

const ids = { CompanyID: 'C001', UserID: 'U042' };

const act = (p: Partial<TUserAction> & Pick<TUserAction, 'ActionID'>): TUserAction => ({
  ActionCode: p.ActionID.toLowerCase(),
  ActionPath: '',
  ActionURL: '',
  ActionNick: p.ActionID,
  IconName: '',
  OrderBy: 0,
  UpperAction: '',
  IdentifyCode: '',
  children: [],
  ...p,
});

const keys = (nodes: TMenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.key]: keys(n.children) } : n.key));

describe('fillPlaceholders', () => {
  it('replaces :CompanyID and :UserID, every occurrence', () => {
    expect(fillPlaceholders('/System/Company/:CompanyID/Main', ids)).toBe('/System/Company/C001/Main');
    expect(fillPlaceholders('/System/User/:UserID/Security', ids)).toBe('/System/User/U042/Security');
    expect(fillPlaceholders('/x/:CompanyID/:UserID?c=:CompanyID', ids)).toBe('/x/C001/U042?c=C001');
  });

  it('leaves other parameters and longer names alone, and encodes the values', () => {
    expect(fillPlaceholders('/Flow/:FlowID/:CompanyIDs', ids)).toBe('/Flow/:FlowID/:CompanyIDs');
    expect(fillPlaceholders('/u/:UserID', { CompanyID: 'c', UserID: 'a/b' })).toBe('/u/a%2Fb');
  });
});

describe('buildMenu', () => {
  it('groups by UpperAction (by ActionID or ActionCode) and fills the URLs', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'G1', ActionCode: 'order.manage', ActionNick: '订单管理' }),
        act({ ActionID: 'A1', UpperAction: 'G1', ActionURL: '/order/train/list' }),
        act({ ActionID: 'A2', UpperAction: 'order.manage', ActionURL: '/manage/:CompanyID/order' }),
        act({ ActionID: 'A3', ActionURL: '/System/User/:UserID/Security' }),
      ],
      ids,
    );
    expect(keys(tree)).toEqual([{ G1: ['A1', 'A2'] }, 'A3']);
    expect(tree[0]!.children[1]!.url).toBe('/manage/C001/order');
    expect(tree[1]!.url).toBe('/System/User/U042/Security');
  });

  it('accepts children that are already nested, and both shapes at once without duplicates', () => {
    const nested = act({
      ActionID: 'G1',
      children: [act({ ActionID: 'A1', ActionURL: '/a' }), act({ ActionID: 'A2', ActionURL: '/b' })],
    });
    expect(keys(buildMenu([nested], ids))).toEqual([{ G1: ['A1', 'A2'] }]);
    // The same child also listed flat at the top level, pointing at its parent.
    const flatToo = [nested, act({ ActionID: 'A1', UpperAction: 'G1', ActionURL: '/a' })];
    expect(keys(buildMenu(flatToo, ids))).toEqual([{ G1: ['A1', 'A2'] }]);
  });

  it('nests deeper levels', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'G' }),
        act({ ActionID: 'S', UpperAction: 'G' }),
        act({ ActionID: 'L', UpperAction: 'S', ActionURL: '/leaf' }),
      ],
      ids,
    );
    expect(keys(tree)).toEqual([{ G: [{ S: ['L'] }] }]);
  });

  it('drops actions with an empty ActionCode; their children move to the top level', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'X', ActionCode: '', ActionURL: '/x' }),
        act({ ActionID: 'Y', ActionCode: '   ', ActionURL: '/y' }),
        act({ ActionID: 'G', ActionCode: '' }),
        act({ ActionID: 'A', UpperAction: 'G', ActionURL: '/a' }),
        act({ ActionID: 'B', ActionURL: '/b' }),
      ],
      ids,
    );
    expect(keys(tree)).toEqual(['A', 'B']);
  });

  it('sorts every level by OrderBy, keeping the given order for ties', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'G2', OrderBy: 20 }),
        act({ ActionID: 'G1', OrderBy: 10 }),
        act({ ActionID: 'c', UpperAction: 'G1', OrderBy: 3, ActionURL: '/c' }),
        act({ ActionID: 'a', UpperAction: 'G1', OrderBy: 1, ActionURL: '/a' }),
        act({ ActionID: 'b1', UpperAction: 'G1', OrderBy: 2, ActionURL: '/b1' }),
        act({ ActionID: 'b2', UpperAction: 'G1', OrderBy: 2, ActionURL: '/b2' }),
        act({ ActionID: 'z', UpperAction: 'G2', ActionURL: '/z' }),
      ],
      ids,
    );
    expect(keys(tree)).toEqual([{ G1: ['a', 'b1', 'b2', 'c'] }, { G2: ['z'] }]);
  });

  it('leaves out groups without a URL that end up empty', () => {
    const tree = buildMenu(
      [act({ ActionID: 'G' }), act({ ActionID: 'H' }), act({ ActionID: 'A', ActionURL: '/a' })],
      ids,
    );
    expect(keys(tree)).toEqual(['A']);
  });

  it('puts actions whose parent is unknown, or that point at themselves or a cycle, at the top level', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'A', UpperAction: 'missing', ActionURL: '/a' }),
        act({ ActionID: 'B', UpperAction: 'B', ActionURL: '/b' }),
        act({ ActionID: 'C', UpperAction: 'D', ActionURL: '/c' }),
        act({ ActionID: 'D', UpperAction: 'C', ActionURL: '/d' }),
      ],
      ids,
    );
    expect(keys(tree)).toEqual(['A', 'B', { C: ['D'] }]);
  });

  it('marks the badge entries', () => {
    const tree = buildMenu(
      [
        act({ ActionID: 'S', ActionURL: '/adapter/smslist' }),
        act({ ActionID: 'W', IdentifyCode: 'WorkTask', ActionURL: '/work/list' }),
        act({ ActionID: 'O', ActionURL: '/manage/train/amend/list' }),
        act({ ActionID: 'T', ActionURL: '/bill/TradeInfo/:CompanyID/TradeReceive' }),
        act({ ActionID: 'N', ActionURL: '/adapter/smsdetail' }),
      ],
      ids,
    );
    expect(tree.map((n) => [n.key, n.badge])).toEqual([
      ['S', 'Sms'],
      ['W', 'WorkTask'],
      ['O', 'OrderChange'],
      ['T', 'TradeReceipt'],
      ['N', null],
    ]);
  });
});

describe('badgeOf and badgeTotal', () => {
  it('prefers the IdentifyCode, then the URL', () => {
    expect(badgeOf('sms', '/anything')).toBe('Sms');
    expect(badgeOf('', '/adapter/smslist?x=1')).toBe('Sms');
    expect(badgeOf('personal', '/mall/approvals')).toBe('WorkTask');
    expect(badgeOf('personal', '/mall/approvalsx')).toBeNull();
    expect(badgeOf('', '/manage/flightchangelist')).toBe('OrderChange');
    expect(badgeOf('', '/bill/BillReceive/C1/list')).toBe('TradeReceipt');
    expect(badgeOf('', '/System/User/Main')).toBeNull();
  });

  it('sums the counts under a group', () => {
    const [group] = buildMenu(
      [
        act({ ActionID: 'G' }),
        act({ ActionID: 'S', UpperAction: 'G', ActionURL: '/adapter/smslist' }),
        act({ ActionID: 'O', UpperAction: 'G', ActionURL: '/manage/x/amend/list' }),
      ],
      ids,
    );
    expect(badgeTotal(group!, { Sms: 2, OrderChange: 3, WorkTask: 7 })).toBe(5);
    expect(badgeTotal(group!, {})).toBe(0);
  });
});

describe('findSelected', () => {
  const tree = buildMenu(
    [
      act({ ActionID: 'G' }),
      act({ ActionID: 'L', UpperAction: 'G', ActionURL: '/adapter/smslist' }),
      act({ ActionID: 'U', ActionURL: '/System/User/:UserID/Security' }),
      act({ ActionID: 'M', ActionURL: '/manage/train/order/list?state=1' }),
      act({ ActionID: 'MD', ActionURL: '/manage/train/order/list/done' }),
    ],
    ids,
  );

  it('highlights the entry of the path, ignoring case and query, and opens its groups', () => {
    expect(findSelected(tree, '/adapter/smslist')).toEqual({ selected: ['L'], open: ['G'] });
    expect(findSelected(tree, '/system/user/U042/security')).toEqual({ selected: ['U'], open: [] });
    expect(findSelected(tree, '/manage/train/order/list')).toEqual({ selected: ['M'], open: [] });
  });

  it('takes the longest matching entry, and matches sub-paths but not look-alike prefixes', () => {
    expect(findSelected(tree, '/manage/train/order/list/done')).toEqual({ selected: ['MD'], open: [] });
    expect(findSelected(tree, '/manage/train/order/list/7')).toEqual({ selected: ['M'], open: [] });
    expect(findSelected(tree, '/adapter/smslistx')).toEqual({ selected: [], open: [] });
    expect(findSelected(tree, '/')).toEqual({ selected: [], open: [] });
  });
});

describe('iconKey', () => {
  it('normalises the usual icon name styles', () => {
    expect(iconKey('SettingOutlined')).toBe('setting');
    expect(iconKey('setting')).toBe('setting');
    expect(iconKey('el-icon-s-order')).toBe('order');
    expect(iconKey('icon-account_book')).toBe('accountbook');
    expect(iconKey('AccountBookFilled')).toBe('accountbook');
    expect(iconKey('')).toBe('');
  });
});
