import { ACTION_CATALOGUE, grantableActionCodes, type TActionDef, type TCompanyKind } from '@opentmc/contracts';

export type TPermissionNode = { key: string; titleKey: string; children?: TPermissionNode[] };

/**
 * The permissions an administrator of this kind of company can put into a role, as the side menu groups
 * them: one node per menu group, one leaf per screen.
 */
export const permissionTree = (
  kind: TCompanyKind,
  catalogue: readonly TActionDef[] = ACTION_CATALOGUE,
): TPermissionNode[] => {
  const grantable = new Set(grantableActionCodes(kind, catalogue));
  return catalogue
    .filter((g) => g.UpperAction === '')
    .map((g) => ({
      key: `group:${g.ActionID}`,
      titleKey: g.NickKey,
      children: catalogue
        .filter((d) => d.UpperAction === g.ActionID && grantable.has(d.ActionCode))
        .sort((a, b) => a.OrderBy - b.OrderBy)
        .map((d) => ({ key: d.ActionCode, titleKey: d.NickKey })),
    }))
    .filter((g) => g.children.length > 0);
};

/** The leaf codes among checked tree keys (group keys are only how the tree shows them). */
export const checkedCodes = (keys: readonly string[]): string[] => keys.filter((k) => !k.startsWith('group:'));

/** The menu label key of an action code, for showing a role's permissions. */
export const actionLabelKey = (code: string, catalogue: readonly TActionDef[] = ACTION_CATALOGUE): string =>
  catalogue.find((d) => d.ActionCode === code)?.NickKey ?? code;
