import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FlowDelete, FlowList, type TFlowListItem } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { readPaging } from '../../../kit/list-params.ts';
import { CompanyPicker, isTmcTicket } from '../components/CompanyPicker.tsx';
import { flowPath } from '../lib/paths.ts';
import { FLOW_KEY, flowListKey } from '../lib/query-keys.ts';

/** `/Flow`: the company's approval flows (`?CompanyID=` for TMC staff working on a customer). */
const FlowListPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const ticket = useTicket().data;
  const own = ticket?.CompanyID ?? '';
  const companyId = params.get('CompanyID')?.trim() || own;
  const keyWords = params.get('KeyWords')?.trim() ?? '';
  const paging = readPaging(params);
  const payload = {
    ...paging,
    ...(companyId !== own ? { CompanyID: companyId } : {}),
    ...(keyWords ? { KeyWords: keyWords } : {}),
  };
  const list = useQuery({
    queryKey: flowListKey(companyId, payload),
    queryFn: () => fetchResult(FlowList, payload),
    placeholderData: keepPreviousData,
    enabled: !!ticket,
  });

  const remove = async (f: TFlowListItem) => {
    const r = await call(
      FlowDelete,
      { id: f.FlowID, ...(companyId !== own ? { CompanyID: companyId } : {}) },
      { params: { id: f.FlowID } },
    );
    if (!r.isSucc) return;
    void message.success(r.message);
    void qc.invalidateQueries({ queryKey: FLOW_KEY });
  };

  const columns: TListColumn<TFlowListItem>[] = [
    {
      title: t('approval.flow.name'),
      dataIndex: 'FlowName',
      width: 200,
      priority: 'essential',
      render: (v: string, r) => (
        <Link to={flowPath(`/Flow/${encodeURIComponent(r.FlowID)}`, companyId, own)} data-testid={`flow-${r.FlowID}`}>
          {v}
        </Link>
      ),
    },
    {
      title: t('approval.flow.steps'),
      dataIndex: 'StepNames',
      width: 260,
      render: (names: string[]) => (
        <Flex gap={4} wrap align="center">
          {names.map((n, i) => (
            <Space key={`${i}-${n}`} size={4}>
              {i > 0 && <Typography.Text type="secondary">→</Typography.Text>}
              <Tag>{n}</Tag>
            </Space>
          ))}
        </Flex>
      ),
    },
    {
      title: t('approval.flow.status'),
      dataIndex: 'Enabled',
      width: 90,
      priority: 'essential',
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{t(v ? 'approval.flow.on' : 'approval.flow.off')}</Tag>
      ),
    },
    {
      title: t('approval.flow.bindings'),
      dataIndex: 'BindingCount',
      width: 90,
      render: (n: number) =>
        n > 0 ? (
          t('approval.flow.bindingCount', { count: n })
        ) : (
          <Typography.Text type="secondary">{t('approval.flow.unbound')}</Typography.Text>
        ),
    },
    {
      title: t('approval.flow.updateTime'),
      dataIndex: 'UpdateTime',
      width: TIME_WIDTH,
      priority: 'essential',
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('approval.flow.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space>
          <Link to={flowPath(`/Flow/${encodeURIComponent(r.FlowID)}`, companyId, own)}>{t('approval.flow.edit')}</Link>
          <Popconfirm
            title={t('approval.flow.deleteConfirm', { name: r.FlowName })}
            onConfirm={() => remove(r)}
            okButtonProps={{ danger: true }}
          >
            <Typography.Link type="danger" data-testid={`flow-delete-${r.FlowID}`}>
              {t('approval.flow.delete')}
            </Typography.Link>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('approval.flow.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="flow-list">
      <ListCard<TFlowListItem>
        title={t('approval.flow.listTitle')}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="FlowID"
        columns={columns}
        intro={
          <Flex vertical gap={12} style={{ marginBottom: 16 }}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('approval.flow.intro')}
            </Typography.Paragraph>
            <Flex gap={16} wrap justify="space-between">
              <Input.Search
                allowClear
                defaultValue={keyWords}
                key={keyWords}
                maxLength={50}
                style={{ maxWidth: 280 }}
                placeholder={t('approval.flow.keywords')}
                onSearch={(v) =>
                  setParams(() => {
                    const p = new URLSearchParams();
                    if (companyId !== own) p.set('CompanyID', companyId);
                    if (v.trim()) p.set('KeyWords', v.trim());
                    return p;
                  })
                }
                data-testid="flow-search"
              />
              {ticket && isTmcTicket(ticket.FeatureCodes) && (
                <CompanyPicker ownId={own} current={companyId} onPick={(c) => navigate(flowPath('/Flow', c, own))} />
              )}
            </Flex>
          </Flex>
        }
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(flowPath('/Flow/new', companyId, own))}
            data-testid="flow-new"
          >
            {t('approval.flow.new')}
          </Button>
        }
      />
    </Flex>
  );
};

export default FlowListPage;
