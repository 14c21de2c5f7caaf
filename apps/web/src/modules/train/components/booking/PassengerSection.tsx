import { useId, useState, type ReactNode } from 'react';
import { App, Button, Card, Checkbox, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CardType,
  TRAIN_PASSENGERS_MAX,
  TRAIN_PASSENGER_MESSAGES,
  ZTrainOrderPassengerInput,
  formatDate,
  lookupOf,
  trainCardNoIssue,
  trainPassengerFullName,
  trainPassengerNameIssue,
  type TTrainIssue,
} from '@opentmc/contracts';
import { lookupLabel, lookupOptions } from '../../../../kit/resource/index.ts';
import { fromFrequent, type TBookingPassenger, type TFrequentPassenger } from '../../lib/booking.ts';
import { FareTag } from '../FareTag.tsx';

const CARD = lookupOf('CardType');

type TDraft = Omit<TBookingPassenger, 'key' | 'PassengerID'>;
const EMPTY: TDraft = { Surname: '', GivenName: '', CardType: CardType.IdCard, CardNo: '', Mobile: '' };

/** The issue key of one field of the draft: the name, the document number or the mobile. */
const draftIssue = (
  d: TDraft,
): { field: 'Surname' | 'CardNo' | 'Mobile'; key: string; params?: Record<string, string> } | null => {
  const name = trainPassengerNameIssue(d);
  if (name) return { field: 'Surname', key: name };
  const r = ZTrainOrderPassengerInput.safeParse(d);
  if (r.success) {
    if (!r.data.CardNo) return { field: 'CardNo', key: TRAIN_PASSENGER_MESSAGES.cardNoBlank };
    const card = trainCardNoIssue(r.data.CardType, r.data.CardNo, formatDate(new Date()));
    return card ? { field: 'CardNo', key: card, params: { name: trainPassengerFullName(d) } } : null;
  }
  const issue = r.error.issues[0]!;
  return { field: issue.path[0] === 'Mobile' ? 'Mobile' : 'CardNo', key: issue.message };
};

let seq = 0;

/** A field of the new passenger with its label shown above it (a placeholder is gone once one types). */
const AddField = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <div className="otmc-booking-add-field">
    <label htmlFor={id}>{label}</label>
    {children}
  </div>
);

/**
 * The passengers of the booking (at most five): ticked from the caller's frequent passengers or typed in on the spot
 * in Surname/Given form, each with the ticket type the server prices them at (`fareTypes`, in order). The list's
 * problems (repeats, missing numbers, a child without an adult) show on its rows once `showIssues` is set.
 */
export const PassengerSection = ({
  frequent,
  loading,
  passengers,
  fareTypes,
  onChange,
  issues,
  showIssues,
}: {
  frequent: readonly TFrequentPassenger[];
  loading: boolean;
  passengers: readonly TBookingPassenger[];
  fareTypes: readonly number[] | undefined;
  onChange: (next: TBookingPassenger[]) => void;
  issues: readonly TTrainIssue[];
  showIssues: boolean;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [draftError, setDraftError] = useState<{ field: string; key: string; params?: Record<string, string> } | null>(
    null,
  );
  const full = passengers.length >= TRAIN_PASSENGERS_MAX;

  const tooMany = () => void message.warning(t(TRAIN_PASSENGER_MESSAGES.tooMany));
  const toggle = (p: TFrequentPassenger, on: boolean) => {
    if (!on) return onChange(passengers.filter((x) => x.PassengerID !== p.PassengerID));
    if (full) return tooMany();
    onChange([...passengers, fromFrequent(p)]);
  };
  const add = () => {
    if (full) return tooMany();
    const issue = draftIssue(draft);
    setDraftError(issue);
    if (issue) return;
    seq += 1;
    onChange([...passengers, { ...draft, key: `n:${seq}`, PassengerID: '' }]);
    setDraft(EMPTY);
  };
  const rowIssue = (i: number) =>
    showIssues ? issues.filter((x) => x.path[0] === i).map((x) => t(x.message, x.params)) : [];
  const listIssue = showIssues ? issues.find((x) => x.path.length === 0) : undefined;
  const set = (patch: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDraftError(null);
  };
  const status = (field: string) => (draftError?.field === field ? 'error' : undefined);
  const idBase = useId();
  const id = (field: string) => `${idBase}-${field}`;

  return (
    <Card
      title={t('trainBooking.passengers.title')}
      extra={
        <Typography.Text type="secondary">
          {t('trainBooking.passengers.hint', { max: TRAIN_PASSENGERS_MAX })}
        </Typography.Text>
      }
      data-testid="booking-passengers"
    >
      <div className="otmc-booking-frequent">
        <Typography.Text strong>{t('trainBooking.passengers.frequent')}</Typography.Text>
        {!loading && frequent.length === 0 && (
          <Typography.Text type="secondary">{t('trainBooking.passengers.noFrequent')}</Typography.Text>
        )}
        <Space wrap>
          {frequent.map((p) => (
            <Checkbox
              key={p.PassengerID}
              data-testid={`frequent-${p.PassengerID}`}
              checked={passengers.some((x) => x.PassengerID === p.PassengerID)}
              onChange={(e) => toggle(p, e.target.checked)}
            >
              {trainPassengerFullName(p)}
            </Checkbox>
          ))}
        </Space>
      </div>

      <Table<TBookingPassenger>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={[...passengers]}
        locale={{ emptyText: <Empty description={t('trainBooking.passengers.none')} /> }}
        columns={[
          {
            title: t('orderUi.detail.passengerName'),
            render: (_, p, i) => (
              <>
                <div>{trainPassengerFullName(p)}</div>
                {rowIssue(i).map((m) => (
                  <div key={m} className="otmc-booking-error" data-testid="passenger-issue">
                    {m}
                  </div>
                ))}
              </>
            ),
          },
          {
            title: t('trainBooking.passengers.fareType'),
            render: (_, _p, i) => (fareTypes?.[i] !== undefined ? <FareTag type={fareTypes[i]} /> : null),
          },
          { title: t('trainBooking.passengers.cardType'), render: (_, p) => lookupLabel(CARD, p.CardType, t) },
          { title: t('trainBooking.passengers.cardNo'), dataIndex: 'CardNo' },
          { title: t('trainBooking.passengers.mobile'), dataIndex: 'Mobile' },
          {
            title: '',
            width: 80,
            render: (_, p) => (
              <Button
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('trainBooking.passengers.remove')}
                onClick={() => onChange(passengers.filter((x) => x.key !== p.key))}
              />
            ),
          },
        ]}
      />
      {listIssue && (
        <div className="otmc-booking-error" data-testid="passengers-issue">
          {t(listIssue.message)}
        </div>
      )}
      <Typography.Paragraph type="secondary" className="otmc-booking-child-hint">
        {t('trainBooking.passengers.childHint')}
      </Typography.Paragraph>

      <div className="otmc-booking-add" data-testid="passenger-add">
        <Typography.Text strong>{t('trainBooking.passengers.addNew')}</Typography.Text>
        <Space wrap align="start">
          <AddField id={id('surname')} label={t('trainBooking.passengers.surname')}>
            <Input
              id={id('surname')}
              data-testid="passenger-add-surname"
              value={draft.Surname}
              status={status('Surname')}
              maxLength={30}
              style={{ width: 110 }}
              onChange={(e) => set({ Surname: e.target.value })}
            />
          </AddField>
          <AddField id={id('given')} label={t('trainBooking.passengers.givenName')}>
            <Input
              id={id('given')}
              data-testid="passenger-add-given-name"
              value={draft.GivenName}
              status={status('Surname')}
              maxLength={30}
              style={{ width: 140 }}
              onChange={(e) => set({ GivenName: e.target.value })}
            />
          </AddField>
          <AddField id={id('cardType')} label={t('trainBooking.passengers.cardType')}>
            <Select
              id={id('cardType')}
              value={draft.CardType}
              options={lookupOptions(CARD, t)}
              style={{ width: 180 }}
              onChange={(v: number) => set({ CardType: v })}
            />
          </AddField>
          <AddField id={id('cardNo')} label={t('trainBooking.passengers.cardNo')}>
            <Input
              id={id('cardNo')}
              data-testid="passenger-add-card-no"
              value={draft.CardNo}
              status={status('CardNo')}
              maxLength={30}
              style={{ width: 200 }}
              onChange={(e) => set({ CardNo: e.target.value })}
            />
          </AddField>
          <AddField id={id('mobile')} label={t('trainBooking.passengers.mobile')}>
            <Input
              id={id('mobile')}
              data-testid="passenger-add-mobile"
              value={draft.Mobile}
              status={status('Mobile')}
              maxLength={11}
              style={{ width: 140 }}
              onChange={(e) => set({ Mobile: e.target.value })}
            />
          </AddField>
          <Button
            icon={<PlusOutlined />}
            onClick={add}
            disabled={full}
            data-testid="passenger-add-button"
            className="otmc-booking-add-button"
          >
            {t('trainBooking.passengers.add')}
          </Button>
        </Space>
        {draftError && (
          <div className="otmc-booking-error" data-testid="passenger-draft-issue">
            {t(draftError.key, draftError.params)}
          </div>
        )}
      </div>
    </Card>
  );
};
