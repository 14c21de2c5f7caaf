import { grantedActions, type TActionDef, type TUserAction } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';

/** Builds the menu tree of these entries: top-level groups, each with its children, labels translated. */
export const actionTree = (entries: TActionDef[], t: (key: string) => string): TUserAction[] => {
  const toAction = (d: TActionDef): TUserAction => ({
    ActionID: d.ActionID,
    ActionCode: d.ActionCode,
    ActionPath: d.ActionPath,
    ActionURL: d.ActionURL,
    ActionNick: t(d.NickKey),
    IconName: d.IconName,
    OrderBy: d.OrderBy,
    UpperAction: d.UpperAction,
    IdentifyCode: d.IdentifyCode,
    children: entries.filter((c) => c.UpperAction === d.ActionID).map(toAction),
  });
  return entries.filter((d) => d.UpperAction === '').map(toAction);
};

/** Security/getUserActions: the side menu of the caller's account kinds and roles, in the caller's language. */
export const getUserActions = (ctx: TAuthedContext): { UserActions: TUserAction[] } => ({
  UserActions: actionTree(grantedActions([], undefined, ctx.session.ticket.ActionCodes), ctx.t),
});
