import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ConfigInfoCompanies,
  OrgAction,
  messageTemplateOf,
  messageTemplateResource,
  type TMessageTemplateList,
  type TMessageTemplateListItem,
} from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { holdsAction, useUserActions } from '../../../app/session.ts';
import { TIME_WIDTH, TimeCell } from '../../../kit/FitTable.tsx';
import { ResourceListPage, type TResourceRow } from '../../../kit/resource/index.ts';
import { ChannelTag, SourceTag } from '../components/TemplateTags.tsx';
import { useTemplateCompany } from '../lib/use-template-company.ts';

const asItem = (r: TResourceRow) => r as TMessageTemplateListItem;
/** The List reply's company part (the definition's listReply); undefined until loaded. */
const companyOf = (reply: unknown) => reply as Partial<TMessageTemplateList> | undefined;
const idOf = (key: string) => messageTemplateOf(key)?.Id ?? key;

/** Where a template's texts come from: the company's own once it changed one, else the TMC's or the default. */
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

/**
 * `/System/message/:CompanyID/list`: a company's message templates (for the TMC: the defaults of all clients), the
 * kit's message template resource; the page draws its cells, the company picker and the intro naming the company.
 */
const MessageTemplateListPage = () => {
  const { t } = useTranslation();
  const { ticket, companyId, payload } = useTemplateCompany();
  // The same query as the side menu's: whether the caller manages other companies (the operator).
  const actions = useUserActions(ticket?.UserID);
  const canPick = holdsAction(actions.data?.UserActions ?? [], OrgAction.configManage);
  const detailOf = (key: string) =>
    `/System/message/${encodeURIComponent(companyId)}/detail?Key=${encodeURIComponent(key)}`;
  if (!ticket) return null;
  return (
    <ResourceListPage
      resource={messageTemplateResource}
      companyId={'CompanyID' in payload ? companyId : undefined}
      title={t('messageTemplate.list.title')}
      testId="mt-list"
      cells={{
        Key: (v) => {
          const id = idOf(String(v));
          return (
            <Flex vertical gap={2}>
              <Link to={detailOf(String(v))} data-testid={`mt-edit-${id}`}>
                {t(`messageTemplate.templates.${id}.name`)}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`messageTemplate.templates.${id}.description`)}
              </Typography.Text>
            </Flex>
          );
        },
        Group: (v) => <Tag>{t(`messageTemplate.groups.${String(v)}`)}</Tag>,
        Channels: (_, r) => (
          <Flex gap={4} wrap>
            {asItem(r).Channels.map((c) => (
              <ChannelTag key={c.Channel} channel={c.Channel} enabled={c.Enabled} />
            ))}
          </Flex>
        ),
        Overridden: (_, r) => <SourceTag source={sourceOf(asItem(r))} testId={`mt-source-${idOf(asItem(r).Key)}`} />,
      }}
      extraColumns={() => [
        {
          key: 'UpdateTime',
          dataIndex: 'UpdateTime',
          title: t('messageTemplate.list.updateTime'),
          width: TIME_WIDTH,
          priority: 'essential',
          render: (v: string, r) =>
            v ? (
              <Flex vertical gap={2}>
                <TimeCell value={v} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {asItem(r).UpdatedBy}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('messageTemplate.list.never')}</Typography.Text>
            ),
        },
      ]}
      rowActions={(r) => <Link to={detailOf(asItem(r).Key)}>{t('messageTemplate.list.edit')}</Link>}
      toolbar={({ reply }) =>
        canPick ? (
          <CompanyPicker ownId={ticket.CompanyID} current={companyId} />
        ) : (
          <Typography.Text type="secondary">{companyOf(reply)?.CompanyName}</Typography.Text>
        )
      }
      intro={(_, reply) => {
        const c = companyOf(reply);
        return (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {c?.IsTmc
              ? t('messageTemplate.list.introTmc')
              : 'CompanyID' in payload
                ? t('messageTemplate.list.introOther', { company: c?.CompanyName ?? '' })
                : t('messageTemplate.list.intro')}
          </Typography.Paragraph>
        );
      }}
    />
  );
};

export default MessageTemplateListPage;
