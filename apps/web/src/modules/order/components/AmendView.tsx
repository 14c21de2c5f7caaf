import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmendStatus, lookupOf } from '@opentmc/contracts';
import { yuanText } from '../../../kit/money.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import type { TAmendDetail } from '../types.ts';

const AMEND_STATUS = lookupOf('AmendStatus');

const AMEND_COLOR: Record<number, string> = {
  [AmendStatus.WaitSubmit]: 'blue',
  [AmendStatus.WaitDispose]: 'processing',
  [AmendStatus.WaitConfirm]: 'gold',
  [AmendStatus.WaitRefund]: 'orange',
  [AmendStatus.Finished]: 'green',
  [AmendStatus.Cannot]: 'red',
  [AmendStatus.Rejected]: 'red',
  [AmendStatus.Canceled]: 'default',
};

/** An amend's status in the reader's language, coloured by how far it got. */
export const AmendStatusTag = ({ status, testId }: { status: number; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Tag color={AMEND_COLOR[status]} data-testid={testId}>
      {lookupLabel(AMEND_STATUS, status, t)}
    </Tag>
  );
};

/**
 * One refund or change: kind, status, money and the passengers it covers (a change's money is its product's view of
 * it, drawn below this one).
 */
export const AmendView = ({ amend }: { amend: TAmendDetail }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid={`amend-${amend.AmendID}`} data-status={amend.AmendStatus}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{amend.AmendID}</Typography.Text>
        <Tag>{t(`order.amendKinds.${amend.Kind}`)}</Tag>
        <AmendStatusTag status={amend.AmendStatus} testId={`amend-status-${amend.AmendID}`} />
      </Flex>
      <Descriptions column={{ xs: 1, md: 4 }} size="small">
        {/* A change's money has its own block (the product's), as the server states it. */}
        {!amend.Change && (
          <>
            <Descriptions.Item label={t('orderUi.amends.price')}>{yuanText(amend.Price)}</Descriptions.Item>
            <Descriptions.Item label={t('orderUi.amends.fee')}>
              <span data-testid={`amend-fee-${amend.AmendID}`}>{yuanText(amend.Fee)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderUi.amends.refundAmount')}>
              <strong data-testid={`amend-amount-${amend.AmendID}`}>{yuanText(amend.RefundAmount)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderUi.amends.serviceFee')}>{yuanText(amend.ServiceFee)}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('orderUi.amends.reason')}>{amend.Reason}</Descriptions.Item>
        {amend.StatusReason && (
          <Descriptions.Item label={t('orderUi.amends.statusReason')}>{amend.StatusReason}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('orderUi.amends.createTime')}>{amend.CreateTime}</Descriptions.Item>
        <Descriptions.Item label={t('orderUi.amends.updateTime')}>{amend.UpdateTime}</Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="PassengerID"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={[...amend.Passengers]}
        columns={[
          { title: t('orderUi.amends.columns.passenger'), dataIndex: 'PassengerName' },
          { title: t('orderUi.amends.columns.ticketNo'), dataIndex: 'TicketNo' },
          { title: t('orderUi.amends.columns.price'), render: (_, p) => yuanText(p.Price) },
          { title: t('orderUi.amends.columns.fee'), render: (_, p) => yuanText(p.Fee) },
        ]}
      />
    </Flex>
  );
};
