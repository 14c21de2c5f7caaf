import type { TCatalog } from '../types.ts';
import type { structure as zh } from '../zh-CN/structure.ts';

export const structure = {
  structure: {
    department: {
      title: 'Department',
      fields: {
        DepartmentName: 'Department name',
        ParentID: 'Parent department',
        ManagerID: 'Department head',
        OrderBy: 'Order',
      },
      page: {
        addTop: 'Add department',
        addChild: 'Add sub-department',
        search: 'Search departments',
        empty: 'No departments yet: add the first one',
        pick: 'Choose a department on the left to see its details',
        dragHint: 'Drag a department to change its parent or its place',
        details: 'Department details',
        top: 'None (top level)',
        noManager: 'Not set',
        peopleCount: 'Direct members',
        subCount: 'Sub-departments',
        people: 'Members',
        noPeople: 'No one works in this department yet',
        confirmDelete: 'Delete the department "{{name}}"?',
        deleteHint: 'Only a department without sub-departments and people can be deleted',
        loadFailed: 'Departments could not be loaded',
      },
    },
    person: {
      UserName: 'Name',
      DepartmentName: 'Department',
      JobTitle: 'Title',
    },
    job: {
      title: 'Job',
      fields: {
        JobName: 'Job name',
        JobLevel: 'Level',
        Remark: 'Remark',
      },
    },
    group: {
      title: 'Group',
      fields: {
        GroupName: 'Group name',
        Remark: 'Remark',
      },
      memberCount: 'Members',
      members: 'Members',
      membersTitle: 'Members of "{{name}}"',
      candidates: 'People of the company',
      chosen: 'Members of the group',
      search: 'Search by name or department',
      loadFailed: 'Members could not be loaded',
    },
    costCenter: {
      title: 'Cost centre',
      fields: {
        CostCenterCode: 'Cost centre code',
        CostCenterName: 'Cost centre name',
        ManagerName: 'Responsible',
        Enabled: 'Enabled',
        Remark: 'Remark',
      },
    },
    project: {
      title: 'Project',
      fields: {
        ProjectCode: 'Project code',
        ProjectName: 'Project name',
        StartDate: 'Start date',
        EndDate: 'End date',
        Enabled: 'Enabled',
        Remark: 'Remark',
      },
    },
    validation: {
      code: 'A code may hold only letters, digits, dots, dashes and underscores',
    },
    errors: {
      departmentNotEmpty: 'Move its sub-departments and people elsewhere first',
      departmentNameTaken: 'The parent department already has a department of this name',
      managerNotInCompany: 'The department head must be a person of this company',
      jobNameTaken: 'A job of this name already exists',
      jobInUse: 'People still hold this job: change their jobs first',
      groupNameTaken: 'A group of this name already exists',
      memberNotInCompany: 'Group members must be people of this company',
      costCenterCodeTaken: 'This cost centre code is already in use',
      projectCodeTaken: 'This project code is already in use',
      projectDates: 'The end date cannot be before the start date',
    },
  },
} as const satisfies TCatalog<typeof zh>;
