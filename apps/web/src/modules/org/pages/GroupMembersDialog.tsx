import { useState } from 'react';
import { App, Button, Modal, Skeleton, Transfer } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GroupMembers, GroupPeople, GroupSetMembers, groupResource, type TPerson } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { resourceKey } from '../../../kit/resource/index.ts';

type TProps = {
  /** The group whose members are chosen; closed when absent. */
  group: { id: string; name: string } | undefined;
  companyId: string | undefined;
  onClose: () => void;
};

const ALL = 9999;
const label = (p: TPerson) => (p.DepartmentName ? `${p.UserName} · ${p.DepartmentName}` : p.UserName);

type TBodyProps = { group: { id: string; name: string }; companyId: string | undefined; onClose: () => void };

/** The company's people on the left, the group's members on the right; saving replaces the members. */
const MembersBody = ({ group, companyId, onClose }: TBodyProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const company = companyId ? { CompanyID: companyId } : {};
  const people = useQuery({
    queryKey: ['org', 'group', 'people', companyId ?? ''],
    queryFn: () => fetchResult(GroupPeople, { ...company, PageNo: 1, PageSize: ALL }),
  });
  const members = useQuery({
    queryKey: ['org', 'group', 'members', group.id],
    queryFn: () => fetchResult(GroupMembers, { ...company, GroupID: group.id }),
    gcTime: 0,
  });
  const [chosen, setChosen] = useState<string[]>();
  const [saving, setSaving] = useState(false);

  if (people.isError || members.isError) {
    return (
      <LoadFailed
        title={t('structure.group.loadFailed')}
        error={people.error ?? members.error}
        action={
          <Button onClick={() => void Promise.all([people.refetch(), members.refetch()])}>
            {t('actions.refresh')}
          </Button>
        }
      />
    );
  }
  if (!people.data || !members.data) return <Skeleton active />;

  // Members who are no longer active still show, so saving does not drop them unseen.
  const known = new Set(people.data.Entities.map((p) => p.UserID));
  const source = [...people.data.Entities, ...members.data.Entities.filter((m) => !known.has(m.UserID))];
  const targetKeys = chosen ?? members.data.Entities.map((m) => m.UserID);

  const save = async () => {
    setSaving(true);
    try {
      const r = await call(GroupSetMembers, { ...company, GroupID: group.id, UserIDs: targetKeys });
      if (!r.isSucc) return;
      message.success(t('messages.updated'));
      await qc.invalidateQueries({ queryKey: resourceKey(groupResource) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Transfer<TPerson & { key: string }>
        data-testid="group-members-transfer"
        dataSource={source.map((p) => ({ ...p, key: p.UserID }))}
        targetKeys={targetKeys}
        onChange={(keys) => setChosen(keys.map(String))}
        render={label}
        titles={[t('structure.group.candidates'), t('structure.group.chosen')]}
        showSearch={{ placeholder: t('structure.group.search') }}
        filterOption={(q, p) => label(p).toLowerCase().includes(q.trim().toLowerCase())}
        styles={{ section: { width: '100%', height: 380 } }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('actions.save')}
        </Button>
      </div>
    </>
  );
};

/** GroupInfo/Members and GroupInfo/SetMembers in a dialog. */
export const GroupMembersDialog = ({ group, companyId, onClose }: TProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(group)}
      title={group ? t('structure.group.membersTitle', { name: group.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {group && <MembersBody key={group.id} group={group} companyId={companyId} onClose={onClose} />}
    </Modal>
  );
};
