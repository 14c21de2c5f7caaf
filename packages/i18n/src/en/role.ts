import type { TCatalog } from '../types.ts';
import type { role as zh } from '../zh-CN/role.ts';

export const role = {
  role: {
    title: 'Roles',
    myTitle: 'My roles',
    fields: {
      RoleCode: 'Role code',
      RoleName: 'Role name',
      RoleNameEn: 'English name',
      RoleCategory: 'Category',
      DataRange: 'Data range',
      ActionCodes: 'Permissions',
      Remark: 'Remark',
      OwnerCount: 'Holders',
      UpdateTime: 'Updated',
    },
    ui: {
      add: 'New role',
      edit: 'Edit role',
      keyWords: 'Role name or code',
      permissions: 'Permissions',
      owners: 'Holders',
      addOwners: 'Give to…',
      ownerType: 'Holder type',
      owner: 'Holder',
      superior: 'Belongs to',
      revoke: 'Take away',
      clear: 'Take from all',
      confirmClear: 'Take this role away from every holder?',
      confirmRevoke: 'Take this role away from this holder?',
      confirmDelete: 'Deleting the role also takes it away from every holder. Delete it?',
      chooseOwners: 'Choose who gets the role',
      underDepartment: 'Only this department and below',
      noRoles: 'You hold no roles; your rights come from your account type.',
      effective: 'Functions you have now',
      back: 'Back to roles',
      detail: 'Role',
      byKinds: 'Functions that come with an account type are not granted here.',
    },
    validation: {
      code: 'A role code starts with a letter: 2 to 40 letters, digits, dots, dashes or underscores',
      ownerType: 'Choose a valid holder type',
      ownersRequired: 'Choose who gets the role',
    },
    errors: {
      actionNotGrantable: "These permissions cannot be granted to this company's roles: {{codes}}",
      systemRole: 'System roles cannot be changed or deleted',
      codeTaken: 'This role code is already used',
      ownerNotFound: 'A holder does not exist or is not in this company',
    },
    messages: {
      granted: 'Role given',
      cleared: 'Role taken from every holder',
      revoked: 'Role taken away',
    },
  },
} as const satisfies TCatalog<typeof zh>;
