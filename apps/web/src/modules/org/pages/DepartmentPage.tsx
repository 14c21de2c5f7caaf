import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, Popconfirm, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DepartmentMove, DepartmentTree, departmentResource, type TDepartmentNode } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ResourceFormDrawer, ownerPayload, refQueryPrefix, resourceKey } from '../../../kit/resource/index.ts';
import { departmentTreeKey, dropToMove, nestDepartments } from '../lib/department-tree.ts';
import { DepartmentDetails } from './DepartmentDetails.tsx';

type TDrawer = { open: boolean; id?: string; parentId?: string };

/**
 * `/System/Company/:CompanyID/Department`: the company's departments as a tree. Add a department or a
 * sub-department, edit or delete the selected one, or drag one to a new parent or place.
 */
const DepartmentPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const companyId = useParams().CompanyID ?? '';
  const [selected, setSelected] = useState<string>();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>();
  const [drawer, setDrawer] = useState<TDrawer>({ open: false });

  const tree = useQuery({
    queryKey: departmentTreeKey(companyId),
    queryFn: () => fetchResult(DepartmentTree, { CompanyID: companyId }),
  });
  const rows = useMemo(() => tree.data?.Entities ?? [], [tree.data]);
  const items = useMemo(() => nestDepartments(rows, filter), [rows, filter]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.DepartmentID, r])), [rows]);
  const current = selected ? byId.get(selected) : undefined;

  // Everything open at first and while searching; afterwards the user's choice.
  const withChildren = rows.filter((r) => rows.some((c) => c.ParentID === r.DepartmentID)).map((r) => r.DepartmentID);
  const expandedKeys = filter || !expanded ? withChildren : expanded;

  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: departmentTreeKey(companyId) }),
      qc.invalidateQueries({ queryKey: resourceKey(departmentResource) }),
      qc.invalidateQueries({ queryKey: refQueryPrefix(departmentResource.calls.List) }),
    ]);

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const pos = String(info.node.pos).split('-');
    const move = dropToMove(rows, {
      dragKey: String(info.dragNode.key),
      dropKey: String(info.node.key),
      dropToGap: info.dropToGap,
      side: info.dropPosition - Number(pos[pos.length - 1]),
      dropOpenWithChildren: Boolean(info.node.expanded && info.node.children?.length),
    });
    const r = await call(DepartmentMove, { ...move, CompanyID: companyId });
    if (!r.isSucc) return;
    message.success(t('messages.updated'));
    if (move.ParentID && expanded && !expanded.includes(move.ParentID)) setExpanded([...expanded, move.ParentID]);
    await refresh();
  };

  const remove = async (d: TDepartmentNode) => {
    const id = d.DepartmentID;
    const r = await call(
      departmentResource.calls.Delete,
      { id, ...ownerPayload(departmentResource, companyId) },
      { params: { id } },
    );
    if (!r.isSucc) return;
    message.success(t('messages.deleted'));
    setSelected(d.ParentID || undefined);
    await refresh();
  };

  if (tree.isError && !tree.data) {
    return (
      <LoadFailed
        title={t('structure.department.page.loadFailed')}
        error={tree.error}
        action={<Button onClick={() => void tree.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  const treeCard = (
    <Card
      title={
        <Space>
          <ApartmentOutlined />
          {t('system.menu.departments')}
        </Space>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
          {t('structure.department.page.addTop')}
        </Button>
      }
      style={{ flex: '1 1 340px', maxWidth: 520, minWidth: 300 }}
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder={t('structure.department.page.search')}
          onChange={(e) => setFilter(e.target.value)}
        />
        {tree.isPending ? (
          <Skeleton active />
        ) : rows.length === 0 ? (
          <Empty description={t('structure.department.page.empty')} />
        ) : (
          <>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('structure.department.page.dragHint')}
            </Typography.Text>
            <Tree
              data-testid="department-tree"
              treeData={items}
              blockNode
              showLine
              draggable={!filter && { icon: false }}
              selectedKeys={selected ? [selected] : []}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onSelect={(keys) => keys[0] !== undefined && setSelected(String(keys[0]))}
              onDrop={(info) => void onDrop(info)}
              titleRender={(n) => {
                const d = byId.get(String(n.key));
                return (
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Text ellipsis>{d?.DepartmentName}</Typography.Text>
                    {d && d.PeopleCount > 0 && (
                      <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
                        {d.PeopleCount}
                      </Tag>
                    )}
                  </Flex>
                );
              }}
            />
          </>
        )}
      </Flex>
    </Card>
  );

  const detailsCard = (
    <Card
      title={current ? current.DepartmentName : t('structure.department.page.details')}
      extra={
        current && (
          <Space wrap>
            <Button icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, parentId: current.DepartmentID })}>
              {t('structure.department.page.addChild')}
            </Button>
            <Button
              icon={<EditOutlined />}
              onClick={() => setDrawer({ open: true, id: current.DepartmentID })}
              data-testid="department-edit"
            >
              {t('actions.edit')}
            </Button>
            <Popconfirm
              title={t('structure.department.page.confirmDelete', { name: current.DepartmentName })}
              description={t('structure.department.page.deleteHint')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(current)}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('actions.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
      style={{ flex: '2 1 480px', minWidth: 320 }}
    >
      {current ? (
        <DepartmentDetails department={current} rows={rows} companyId={companyId} />
      ) : (
        <Empty description={t('structure.department.page.pick')} />
      )}
    </Card>
  );

  return (
    <Flex gap={16} align="flex-start" wrap data-testid="department-page">
      {treeCard}
      {detailsCard}
      <ResourceFormDrawer
        resource={departmentResource}
        open={drawer.open}
        id={drawer.id}
        companyId={companyId}
        initialValues={drawer.parentId ? { ParentID: drawer.parentId } : undefined}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={(row) => {
          const parent = String(row.ParentID ?? '');
          if (parent && expanded && !expanded.includes(parent)) setExpanded([...expanded, parent]);
          setSelected(String(row.DepartmentID));
          void refresh();
        }}
      />
    </Flex>
  );
};

export default DepartmentPage;
