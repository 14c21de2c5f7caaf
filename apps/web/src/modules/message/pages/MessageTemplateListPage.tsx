import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ConfigInfoCompanies,
  MessageTemplateList,
  OrgAction,
  messageTemplateOf,
  type TMessageTemplateListItem,
} from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { holdsAction, useUserActions } from '../../../app/session.ts';
import { FitTable, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ChannelTag, SourceTag } from '../components/TemplateTags.tsx';
import { templateListKey } from '../lib/query-keys.ts';
import { useTemplateCompany } from '../lib/use-template-company.ts';

/** Whether the menu actions (groups with their children) hold an action code. */
const sourceOf = (item: TMessageTemplateListItem) =>
  item.Overridden ? 'Company' : item.Channels.some((c) => c.Source === 'Tmc') ? 'Tmc' : 'Default';

/** The operator's choice of company: the TMC's defaults, or a client company's own templates. */
const CompanyPicker = ({ ownId, current }: { ownId: string; current: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const keyWords = useDeferredValue(search.trim());
  const companies = useQuery({
    queryKey: ['message', 'template', 'companies', keyWords],
    queryFn: () => fetchResult(ConfigInfoCompanies, keyWords ? { KeyWords: keyWords } : {}),
    placeholderData: keepPreviousData,
  });
  const options = [
    { value: ownId, label: t('messageTemplate.list.tmcDefaults') },
    ...(companies.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName })),
  ];
  if (!options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return (
    <Space>
      <Typography.Text type="secondary">{t('messageTemplate.list.pickCompany')}</Typography.Text>
      <Select
        value={current}
        options={options}
        loading={companies.isFetching}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        onChange={(v: string) => navigate(`/System/message/${encodeURIComponent(v)}/list`)}
        style={{ width: 260 }}
        data-testid="mt-company"
      />
    </Space>
  );
};

/** `/System/message/:CompanyID/list`: a company's message templates (for the TMC: the defaults of all clients). */
const MessageTemplateListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { ticket, companyId, cacheKey, payload } = useTemplateCompany();
  // The same query as the side menu's: whether the caller manages other companies (the operator).
  const actions = useUserActions(ticket?.UserID);
  const keyWords = params.get('KeyWords')?.trim().slice(0, 50) ?? '';
  const list = useQuery({
    queryKey: templateListKey(cacheKey, keyWords),
    queryFn: () => fetchResult(MessageTemplateList, { ...payload, ...(keyWords ? { KeyWords: keyWords } : {}) }),
    placeholderData: keepPreviousData,
    enabled: !!ticket,
  });

  const columns = useMemo<TListColumn<TMessageTemplateListItem>[]>(
    () => [
      {
        title: t('messageTemplate.list.template'),
        dataIndex: 'Key',
        width: 260,
        priority: 'essential',
        render: (key: string) => {
          const id = messageTemplateOf(key)?.Id ?? key;
          return (
            <Flex vertical gap={2}>
              <Link
                to={`/System/message/${encodeURIComponent(companyId)}/detail?Key=${encodeURIComponent(key)}`}
                data-testid={`mt-edit-${id}`}
              >
                {t(`messageTemplate.templates.${id}.name`)}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`messageTemplate.templates.${id}.description`)}
              </Typography.Text>
            </Flex>
          );
        },
      },
      {
        title: t('messageTemplate.list.group'),
        dataIndex: 'Group',
        width: 120,
        render: (g: string) => <Tag>{t(`messageTemplate.groups.${g}`)}</Tag>,
      },
      {
        title: t('messageTemplate.list.channels'),
        dataIndex: 'Channels',
        width: 170,
        render: (cs: TMessageTemplateListItem['Channels']) => (
          <Flex gap={4} wrap>
            {cs.map((c) => (
              <ChannelTag key={c.Channel} channel={c.Channel} enabled={c.Enabled} />
            ))}
          </Flex>
        ),
      },
      {
        title: t('messageTemplate.list.status'),
        key: 'source',
        width: 130,
        priority: 'essential',
        render: (_: unknown, r) => (
          <SourceTag source={sourceOf(r)} testId={`mt-source-${messageTemplateOf(r.Key)?.Id ?? r.Key}`} />
        ),
      },
      {
        title: t('messageTemplate.list.updateTime'),
        dataIndex: 'UpdateTime',
        width: 140,
        priority: 'essential',
        render: (v: string, r) =>
          v ? (
            <Flex vertical gap={2}>
              <TimeCell value={v} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.UpdatedBy}
              </Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('messageTemplate.list.never')}</Typography.Text>
          ),
      },
      {
        title: t('messageTemplate.list.actions'),
        key: 'actions',
        width: 80,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Link to={`/System/message/${encodeURIComponent(companyId)}/detail?Key=${encodeURIComponent(r.Key)}`}>
            {t('messageTemplate.list.edit')}
          </Link>
        ),
      },
    ],
    [t, companyId],
  );

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('messageTemplate.list.title')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  const data = list.data;
  const canPick = holdsAction(actions.data?.UserActions ?? [], OrgAction.configManage);
  return (
    <Card
      title={t('messageTemplate.list.title')}
      extra={
        canPick && ticket ? (
          <CompanyPicker ownId={ticket.CompanyID} current={companyId} />
        ) : (
          <Typography.Text type="secondary">{data?.CompanyName}</Typography.Text>
        )
      }
      data-testid="mt-list"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {data?.IsTmc
            ? t('messageTemplate.list.introTmc')
            : 'CompanyID' in payload
              ? t('messageTemplate.list.introOther', { company: data?.CompanyName ?? '' })
              : t('messageTemplate.list.intro')}
        </Typography.Paragraph>
        <Input.Search
          allowClear
          defaultValue={keyWords}
          key={keyWords}
          maxLength={50}
          style={{ maxWidth: 320 }}
          placeholder={t('messageTemplate.list.keywordsPlaceholder')}
          onSearch={(v) => setParams(v.trim() ? { KeyWords: v.trim() } : {})}
          data-testid="mt-search"
        />
        <FitTable<TMessageTemplateListItem>
          rowKey="Key"
          columns={columns}
          dataSource={data?.Items ?? []}
          loading={list.isFetching}
          pagination={false}
        />
      </Flex>
    </Card>
  );
};

export default MessageTemplateListPage;
