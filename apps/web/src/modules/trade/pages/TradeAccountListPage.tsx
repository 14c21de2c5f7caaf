import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AccountType,
  CreditChangeList,
  CreditType,
  TradeAccountList,
  type TResultOf,
  type TTradeAccount,
} from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { readPaging } from '../../../kit/list-params.ts';
import { TradePageFrame } from '../components/TradePageFrame.tsx';
import { accountTypeLabel, creditTypeLabel } from '../lib/labels.ts';
import { yuanText } from '../lib/money.ts';
import { accountsKey, creditChangesKey } from '../lib/query-keys.ts';
import { useTradeTarget } from '../lib/use-trade-target.ts';

type TCreditChange = TResultOf<typeof CreditChangeList>['Entities'][number] & { Key: string };

const ACCOUNT_COLOR: Record<number, string> = {
  [AccountType.Balance]: '#1677ff',
  [AccountType.Credit]: '#722ed1',
  [AccountType.Integral]: '#fa8c16',
};

/** One account: balance, credit (type and an interim limit's expiry), frozen and available. */
const AccountCard = ({ a, flowUrl }: { a: TTradeAccount; flowUrl: string }) => {
  const { t } = useTranslation();
  const points = a.AccountType === AccountType.Integral;
  const interimLapsed = a.CreditType === CreditType.Interim && a.CreditInForce === 0 && a.CreditLimit > 0;
  return (
    <Card
      size="small"
      style={{ borderTop: `3px solid ${ACCOUNT_COLOR[a.AccountType] ?? '#d9d9d9'}` }}
      title={accountTypeLabel(t, a.AccountType)}
      extra={
        <Link to={`${flowUrl}?AccountType=${a.AccountType}`} data-testid={`trade-account-flow-${a.AccountType}`}>
          <UnorderedListOutlined /> {t('tradeUi.account.flow')}
        </Link>
      }
      data-testid={`trade-account-${a.AccountType}`}
    >
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Statistic
            title={t(points ? 'tradeUi.account.points' : 'tradeUi.account.Balance')}
            value={points ? a.Balance.toFixed(2) : yuanText(a.Balance)}
            data-testid="trade-account-balance"
          />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('tradeUi.account.Available')}
            value={points ? a.Available.toFixed(2) : yuanText(a.Available)}
            styles={{ content: { color: a.Available > 0 ? '#389e0d' : undefined } }}
            data-testid="trade-account-available"
          />
        </Col>
      </Row>
      <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('tradeUi.account.CreditLimit')}>
          <Flex gap={8} wrap align="center">
            <span>{yuanText(a.CreditLimit)}</span>
            {a.CreditType !== null && <Tag>{creditTypeLabel(t, a.CreditType)}</Tag>}
            {a.CreditExpire && (
              <Typography.Text type={interimLapsed ? 'danger' : 'secondary'}>
                {t(interimLapsed ? 'tradeUi.account.expired' : 'tradeUi.account.expires', { time: a.CreditExpire })}
              </Typography.Text>
            )}
          </Flex>
        </Descriptions.Item>
        {a.CreditInForce !== a.CreditLimit && (
          <Descriptions.Item label={t('tradeUi.account.CreditInForce')}>{yuanText(a.CreditInForce)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('tradeUi.account.Frozen')}>{yuanText(a.Frozen)}</Descriptions.Item>
        <Descriptions.Item label={t('tradeUi.account.UpdateTime')}>{a.UpdateTime}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

/** `/bill/{CompanyID}/TradeAccountList`: a company's trade accounts and the history of its credit. */
const TradeAccountListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const [params] = useSearchParams();
  const target = useTradeTarget(CompanyID);
  const companyPath = encodeURIComponent(target.requested || (target.ticket?.CompanyID ?? ''));
  const company = target.companyId ? { CompanyID: target.companyId } : {};
  const enabled = Boolean(target.ticket) && !target.mustPick;
  const accounts = useQuery({
    queryKey: accountsKey(target.requested),
    queryFn: () => fetchResult(TradeAccountList, company),
    enabled,
  });
  const changesPayload = { ...readPaging(params), ...company };
  const changes = useQuery({
    queryKey: [...creditChangesKey(target.requested), changesPayload],
    queryFn: () => fetchResult(CreditChangeList, changesPayload),
    placeholderData: keepPreviousData,
    enabled,
  });
  const columns = useMemo<TListColumn<TCreditChange>[]>(
    () => [
      {
        title: t('tradeUi.credit.CreateTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('tradeUi.credit.CreditType'),
        dataIndex: 'CreditType',
        width: 100,
        render: (v: number | null) => creditTypeLabel(t, v) || '—',
      },
      {
        title: t('tradeUi.credit.Before'),
        dataIndex: 'Before',
        width: 120,
        priority: 'essential',
        align: 'right',
        render: (v: number) => yuanText(v),
      },
      {
        title: t('tradeUi.credit.After'),
        dataIndex: 'After',
        width: 120,
        priority: 'essential',
        align: 'right',
        render: (v: number) => yuanText(v),
      },
      {
        title: t('tradeUi.credit.CreditExpire'),
        dataIndex: 'CreditExpire',
        width: 170,
        priority: 'essential',
        render: (v: string) => v || '—',
      },
      { title: t('tradeUi.credit.UserName'), dataIndex: 'UserName', width: 100, ellipsis: true },
      { title: t('tradeUi.deal.Remark'), dataIndex: 'Remark', width: 180, ellipsis: true, priority: 'optional' },
    ],
    [t],
  );

  if (!target.ticket) return null;
  const title = t('trade.menu.accounts');
  const rows = accounts.data?.Entities ?? [];
  return (
    <TradePageFrame
      title={title}
      tmc={target.tmc}
      mustPick={target.mustPick}
      company={target.requested}
      onCompany={(id) => navigate(`/bill/${encodeURIComponent(id)}/TradeAccountList`)}
      testId="trade-account-list"
    >
      {accounts.isError && !accounts.data ? (
        <LoadFailed
          title={t('tradeUi.account.loadFailed')}
          error={accounts.error}
          action={<Button onClick={() => void accounts.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : (
        <Card
          title={
            <Flex gap={8} align="center">
              <span>{title}</span>
              {rows[0] && <Typography.Text type="secondary">{rows[0].CompanyName}</Typography.Text>}
            </Flex>
          }
          extra={
            accounts.data?.CanManage ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(`/bill/${companyPath}/TradeAccountAdd`)}
                data-testid="trade-account-add"
              >
                {t('tradeUi.account.manage')}
              </Button>
            ) : null
          }
        >
          {accounts.isPending ? (
            <Skeleton active />
          ) : rows.length === 0 ? (
            <Empty description={t('tradeUi.account.none')} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((a) => (
                <Col key={a.AccountID} xs={24} md={12} xl={8}>
                  <AccountCard a={a} flowUrl={`/bill/${companyPath}/TradeFlowList`} />
                </Col>
              ))}
            </Row>
          )}
        </Card>
      )}
      <ListCard<TCreditChange>
        title={t('tradeUi.credit.title')}
        query={changes}
        rows={(changes.data?.Entities ?? []).map((c, i) => ({ ...c, Key: `${c.AccountID}-${c.CreateTime}-${i}` }))}
        total={changes.data?.RecordCount ?? 0}
        rowKey="Key"
        columns={columns}
      />
    </TradePageFrame>
  );
};

export default TradeAccountListPage;
