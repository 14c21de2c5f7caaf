import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Input,
  Radio,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  OrderStatus,
  TrainCheckPassCard,
  TrainCreateAmend,
  TrainFixAmend,
  TrainOrderChange,
  TrainOrderDetails,
  TrainSearch,
  TRAIN_CHANGE_SELECT_MESSAGE,
  amendReasonChoices,
  amendReasonKey,
  lookupOf,
  parseDateTime,
  trainChangeLastDate,
  type TReply,
  type TTrain,
  type TTrainChangeResult,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { yuanText } from '../../../kit/money.ts';
import { trainOrderDetailLink } from '../lib/order-links.ts';
import { trainAmendsKey, trainOrderKey } from '../lib/booking-keys.ts';
import { trainSearchKey } from '../lib/search-keys.ts';
import '../train-booking.css';
import '../train-change.css';

// `/order/train/Change/{UniqueID?}` (spec section 2, issue 6 section 5): the booker changes (改签) chosen passengers
// of an issued order to another train of the same route. The day picker offers only the days the railway's window
// allows (any day on sale more than 48 hours before departure, else the ticket's own day); the day's trains come
// from the train search. "Change online" checks the passengers' documents and changes at once at the rail
// supplier's fare (TrainFixInAdvance/TrainAmend: the difference is paid from, or paid back to, the order's account);
// "Ask the TMC" opens a change for the TMC to price (CreateAmend + TrainOrderChange), confirmed later on the order.

const SEAT = lookupOf('TrainSeatType');
const REASONS = amendReasonChoices('change');
type TReason = (typeof REASONS)[number];
type TPick = { train: TTrain; seatType: number };

const hhmm = (dateTime: string) => dateTime.slice(11, 16);
/** Yuan sums in fen, so 0.1 + 0.2 stays 0.30. */
const sumYuan = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

const ChangeDone = ({ done, online }: { done: TTrainChangeResult; online: boolean }) => {
  const { t } = useTranslation();
  const c = done.Change;
  const yuan = (n: number) => yuanText(n);
  return (
    <Card data-testid="change-done">
      <Result
        status="success"
        title={online ? t('trainChangeUi.done.onlineTitle') : t('trainChangeUi.done.requestTitle')}
        subTitle={
          online
            ? c.PayAmount > 0
              ? t('trainChangeUi.done.paid', { amount: yuan(c.PayAmount) })
              : t('trainChangeUi.done.refunded', { amount: yuan(c.RefundAmount) })
            : t('trainChangeUi.done.requestHint')
        }
        extra={
          <Link to={trainOrderDetailLink(done.Order.UniqueID)}>
            <Button type="primary">{t('trainChangeUi.done.toOrder')}</Button>
          </Link>
        }
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('trainChangeUi.summary.newTrain')}>
          {c.Train.TrainNo} {c.Train.FromStationName} {hhmm(c.Train.DepartTime)} → {c.Train.ToStationName}{' '}
          {hhmm(c.Train.ArriveTime)} · {c.Train.TrainDate}
        </Descriptions.Item>
        {c.Passengers.map((p) => (
          <Descriptions.Item key={p.PassengerID} label={p.PassengerName}>
            {p.TicketNo
              ? t('trainChangeUi.done.seat', { coach: p.CoachNo, seat: p.SeatNo, ticket: p.TicketNo })
              : t('trainChangeUi.done.waiting')}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
};

const TrainChoice = ({
  train,
  pick,
  onPick,
  currentTrainNo,
  currentSeatType,
}: {
  train: TTrain;
  pick: TPick | null;
  onPick: (p: TPick) => void;
  currentTrainNo: string;
  currentSeatType: number;
}) => {
  const { t } = useTranslation();
  return (
    <div className="otmc-change-train" data-testid={`change-train-${train.TrainNo}`}>
      <div className="otmc-change-train-head">
        <strong>{train.TrainNo}</strong>
        <span>
          {hhmm(train.DepartTime)} {train.FromStationName} → {hhmm(train.ArriveTime)} {train.ToStationName}
        </span>
        {train.TrainNo === currentTrainNo && <Tag>{t('trainChangeUi.train.current')}</Tag>}
      </div>
      <Space wrap>
        {train.Seats.map((s) => {
          const same = train.TrainNo === currentTrainNo && s.SeatType === currentSeatType;
          const chosen = pick?.train.TrainNo === train.TrainNo && pick.seatType === s.SeatType;
          return (
            <Button
              key={s.SeatType}
              size="small"
              type={chosen ? 'primary' : 'default'}
              disabled={s.Remaining === 0 || same}
              onClick={() => onPick({ train, seatType: s.SeatType })}
              data-testid={`change-seat-${train.TrainNo}-${s.SeatType}`}
            >
              {lookupLabel(SEAT, s.SeatType, t)} {yuanText(s.Price)} ·{' '}
              {s.Remaining > 0 ? t('trainChangeUi.train.left', { count: s.Remaining }) : t('trainChangeUi.train.none')}
            </Button>
          );
        })}
      </Space>
    </div>
  );
};

const ChangeForm = ({
  order,
  onDone,
}: {
  order: TTrainOrderDetail;
  onDone: (r: TTrainChangeResult, online: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const g = order.Goods;
  const changeable = order.Passengers.filter((p) => p.Status === 'Issued');
  const [chosen, setChosen] = useState<string[]>(changeable.length === 1 ? [changeable[0]!.PassengerID] : []);
  const [reason, setReason] = useState<TReason | undefined>();
  const [other, setOther] = useState('');
  const departure = parseDateTime(g.DepartTime)!;
  const lastDay = trainChangeLastDate(departure, new Date());
  const [day, setDay] = useState<Dayjs>(() => dayjs(g.TrainDate));
  const [pick, setPick] = useState<TPick | null>(null);
  const [busy, setBusy] = useState<'online' | 'request' | null>(null);
  const [tried, setTried] = useState(false);
  const date = day.format('YYYY-MM-DD');
  const trains = useQuery({
    queryKey: [...trainSearchKey(g.FromStationCode, g.ToStationCode, date), i18n.language],
    queryFn: () =>
      fetchResult(
        TrainSearch,
        { FromStation: g.FromStationCode, ToStation: g.ToStationCode, DepartDate: date },
        { failTips: false },
      ),
    enabled: lastDay !== null,
    staleTime: 60_000,
  });
  const yuan = (n: number) => yuanText(n);
  const picked = changeable.filter((p) => chosen.includes(p.PassengerID));
  const oldTotal = sumYuan(picked.map((p) => p.Price));
  const newPrice = pick?.train.Seats.find((s) => s.SeatType === pick.seatType)?.Price ?? 0;
  const newTotal = sumYuan(picked.map(() => newPrice));
  // A listed reason goes as its code (the server keeps it so, and each reader reads it in their language).
  const reasonGiven = reason !== undefined && (reason !== 'other' || other.trim() !== '');
  const missing = picked.length === 0 || !reasonGiven;

  if (lastDay === null)
    return <Alert type="warning" showIcon message={t('trainChangeUi.closed')} data-testid="change-closed" />;

  const payload = () => ({
    UniqueID: order.UniqueID,
    PassengerIDs: chosen,
    ReasonCode: reason,
    Reason: reason === 'other' ? other.trim() : '',
    Train: {
      TrainNo: pick!.train.TrainNo,
      TrainDate: date,
      FromStation: pick!.train.FromStationCode,
      ToStation: pick!.train.ToStationCode,
      SeatType: pick!.seatType,
    },
  });

  const online = async () => {
    setBusy('online');
    try {
      const cards = await call(TrainCheckPassCard, { UniqueID: order.UniqueID, PassengerIDs: chosen });
      if (!cards.isSucc) return;
      const r = await call(TrainFixAmend, payload());
      if (r.isSucc && r.result) onDone(r.result, true);
    } finally {
      setBusy(null);
    }
  };
  const request = async () => {
    setBusy('request');
    try {
      const created = await call(TrainCreateAmend, payload());
      if (!created.isSucc || !created.result) return;
      const r = await call(TrainOrderChange, { UniqueID: created.result.Change.AmendID });
      if (r.isSucc && r.result) onDone(r.result, false);
    } finally {
      setBusy(null);
    }
  };
  const confirm = (how: 'online' | 'request') => {
    setTried(true);
    if (missing || !pick) return;
    const diff = Math.round((newTotal - oldTotal) * 100) / 100;
    modal.confirm({
      title: t(how === 'online' ? 'trainChangeUi.confirm.onlineTitle' : 'trainChangeUi.confirm.requestTitle'),
      content:
        how === 'online'
          ? diff >= 0
            ? t('trainChangeUi.confirm.pay', { amount: yuan(diff) })
            : t('trainChangeUi.confirm.back', { amount: yuan(-diff) })
          : t('trainChangeUi.confirm.request'),
      okText: t('trainChangeUi.confirm.ok'),
      cancelText: t('trainChangeUi.confirm.cancel'),
      onOk: how === 'online' ? online : request,
    });
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('trainChangeUi.steps.passengers')} size="small">
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} data-testid="change-passengers">
          <Space direction="vertical">
            {changeable.map((p) => (
              <Checkbox key={p.PassengerID} value={p.PassengerID}>
                {p.PassengerName} · {t('trainChangeUi.passenger.seat', { coach: p.CoachNo, seat: p.SeatNo })} ·{' '}
                {yuan(p.Price)}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Card>
      <Card title={t('trainChangeUi.steps.reason')} size="small">
        <Radio.Group value={reason} onChange={(e) => setReason(e.target.value as TReason)} data-testid="change-reason">
          {REASONS.map((r) => (
            <Radio key={r} value={r}>
              {t(amendReasonKey('change', r))}
            </Radio>
          ))}
        </Radio.Group>
        {reason === 'other' && (
          <Input
            style={{ marginTop: 8 }}
            maxLength={200}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            placeholder={t('trainChangeUi.reasonPlaceholder')}
            data-testid="change-reason-other"
          />
        )}
      </Card>
      <Card
        title={t('trainChangeUi.steps.train')}
        size="small"
        extra={
          <DatePicker
            value={day}
            allowClear={false}
            onChange={(d) => {
              if (!d) return;
              setDay(d);
              setPick(null);
            }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.format('YYYY-MM-DD') > lastDay}
            data-testid="change-date"
          />
        }
      >
        <Typography.Paragraph type="secondary">{t('trainChangeUi.window', { date: lastDay })}</Typography.Paragraph>
        {trains.isPending ? (
          <Skeleton active />
        ) : trains.isError ? (
          <Alert type="warning" showIcon message={(trains.error as unknown as TReply | null)?.message} />
        ) : (trains.data?.Entities ?? []).length === 0 ? (
          <Empty description={t('trainChangeUi.train.empty')} />
        ) : (
          <Flex vertical gap={8} data-testid="change-trains">
            {trains.data!.Entities.map((train) => (
              <TrainChoice
                key={`${train.TrainNo}-${train.FromStationCode}`}
                train={train}
                pick={pick}
                onPick={setPick}
                currentTrainNo={date === g.TrainDate ? g.TrainNo : ''}
                currentSeatType={g.SeatType}
              />
            ))}
          </Flex>
        )}
      </Card>
      <Card size="small" className="otmc-change-summary" data-testid="change-summary">
        {tried && missing && <Alert type="error" showIcon message={t(TRAIN_CHANGE_SELECT_MESSAGE)} />}
        {tried && !missing && !pick && <Alert type="error" showIcon message={t('trainChangeUi.pickTrain')} />}
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label={t('trainChangeUi.summary.old')}>{yuan(oldTotal)}</Descriptions.Item>
          <Descriptions.Item label={t('trainChangeUi.summary.new')}>{pick ? yuan(newTotal) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('trainChangeUi.summary.difference')}>
            {pick ? yuan(Math.round((newTotal - oldTotal) * 100) / 100) : '—'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary">{t('trainChangeUi.summary.note')}</Typography.Paragraph>
        <Space>
          <Button
            type="primary"
            loading={busy === 'online'}
            onClick={() => confirm('online')}
            data-testid="change-online"
          >
            {t('trainChangeUi.actions.online')}
          </Button>
          <Button loading={busy === 'request'} onClick={() => confirm('request')} data-testid="change-request">
            {t('trainChangeUi.actions.request')}
          </Button>
        </Space>
      </Card>
    </Flex>
  );
};

const TrainChangePage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const uniqueId = useParams().UniqueID ?? params.get('UniqueID') ?? '';
  const [done, setDone] = useState<{ r: TTrainChangeResult; online: boolean } | null>(null);
  const order = useQuery({
    queryKey: trainOrderKey(uniqueId),
    queryFn: () => fetchResult(TrainOrderDetails, { UniqueID: uniqueId }),
    enabled: uniqueId !== '',
  });
  const g = order.data?.Goods;
  const canChange = useMemo(
    () => order.data?.OrderStatus === OrderStatus.Finished && order.data.Passengers.some((p) => p.Status === 'Issued'),
    [order.data],
  );

  const body = () => {
    if (!uniqueId)
      return (
        <Result
          status="info"
          title={t('trainChangeUi.pickOrder')}
          extra={
            <Link to="/order/train/list">
              <Button type="primary">{t('trainChangeUi.toOrders')}</Button>
            </Link>
          }
        />
      );
    if (order.isPending) return <Skeleton active />;
    if (order.isError || !order.data) return <Result status="warning" title={t('trainChangeUi.loadFailed')} />;
    if (done) return <ChangeDone done={done.r} online={done.online} />;
    if (!canChange)
      return <Alert type="info" showIcon message={t('trainChangeUi.nothing')} data-testid="change-nothing" />;
    return (
      <ChangeForm
        order={order.data}
        onDone={(r, online) => {
          setDone({ r, online });
          void qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
          void qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
        }}
      />
    );
  };

  return (
    <div className="otmc-container otmc-train-booking" data-testid="train-change-page">
      <Typography.Title level={3}>{t('trainChangeUi.title')}</Typography.Title>
      {g && (
        <Card size="small" style={{ marginBottom: 16 }} data-testid="change-current">
          <Space wrap>
            <strong>{g.TrainNo}</strong>
            <span>
              {g.FromStationName} {hhmm(g.DepartTime)} → {g.ToStationName} {hhmm(g.ArriveTime)}
            </span>
            <span>{g.TrainDate}</span>
            <span>{lookupLabel(SEAT, g.SeatType, t)}</span>
            <Link to={trainOrderDetailLink(uniqueId)}>{order.data?.UniqueID}</Link>
          </Space>
        </Card>
      )}
      {body()}
    </div>
  );
};

export default TrainChangePage;
