import { Descriptions, Flex, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DepartmentPeople, type TDepartmentNode, type TPerson } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { FitTable, type TListColumn } from '../../../kit/FitTable.tsx';
import { departmentTreeKey } from '../lib/department-tree.ts';

type TProps = {
  department: TDepartmentNode;
  /** Every department of the company (for the parent's name and the sub-department count). */
  rows: readonly TDepartmentNode[];
  companyId: string;
};

const PEOPLE_PAGE = 200;

/** The selected department: its parent, head, order and counts, and the people who work in it. */
export const DepartmentDetails = ({ department: d, rows, companyId }: TProps) => {
  const { t } = useTranslation();
  const people = useQuery({
    queryKey: [...departmentTreeKey(companyId), 'people', d.DepartmentID],
    queryFn: () =>
      fetchResult(DepartmentPeople, {
        CompanyID: companyId,
        DepartmentID: d.DepartmentID,
        PageNo: 1,
        PageSize: PEOPLE_PAGE,
      }),
    placeholderData: keepPreviousData,
  });
  const parent = rows.find((r) => r.DepartmentID === d.ParentID);
  const subCount = rows.filter((r) => r.ParentID === d.DepartmentID).length;
  const columns: TListColumn<TPerson>[] = [
    {
      key: 'UserName',
      dataIndex: 'UserName',
      title: t('structure.person.UserName'),
      width: 160,
      priority: 'essential',
    },
    { key: 'JobTitle', dataIndex: 'JobTitle', title: t('structure.person.JobTitle') },
  ];
  const f = (name: string) => t(`structure.department.fields.${name}`);
  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  return (
    <Flex vertical gap={24}>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          { key: 'name', label: f('DepartmentName'), children: d.DepartmentName },
          {
            key: 'parent',
            label: f('ParentID'),
            children: parent ? parent.DepartmentName : none(t('structure.department.page.top')),
          },
          {
            key: 'manager',
            label: f('ManagerID'),
            children: d.ManagerName || none(t('structure.department.page.noManager')),
          },
          { key: 'order', label: f('OrderBy'), children: d.OrderBy },
          { key: 'people', label: t('structure.department.page.peopleCount'), children: d.PeopleCount },
          { key: 'sub', label: t('structure.department.page.subCount'), children: subCount },
        ]}
      />
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('structure.department.page.people')}
        </Typography.Title>
        <FitTable<TPerson>
          size="small"
          rowKey="UserID"
          columns={columns}
          dataSource={people.data?.Entities ?? []}
          loading={people.isFetching}
          pagination={false}
          locale={{ emptyText: t('structure.department.page.noPeople') }}
          data-testid="department-people"
        />
      </Flex>
    </Flex>
  );
};
