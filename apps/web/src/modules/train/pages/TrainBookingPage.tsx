import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PassengerType,
  ServiceType,
  TRAIN_ORDER_PAY_MINUTES,
  TRAIN_PASSENGERS_MAX,
  TrainCheckRepeatOrder,
  TrainCreateOrder,
  TrainPolicyBookingDefaults,
  TrainPolicyCreatePolicy,
  TrainPolicyProductInfo,
  ZOrderContact,
  ZOrderInvoice,
  contraryReasonResource,
  lookupOf,
  passengerResource,
  travelPurposeResource,
  type TBookingPayChoice,
  type TReply,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { durationText } from '../../../kit/duration.ts';
import { yuanText } from '../../../kit/money.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { PassengerSection } from '../components/booking/PassengerSection.tsx';
import { SeatMap } from '../components/booking/SeatMap.tsx';
import {
  buildOrderPayload,
  goodsIssues,
  orderPayloadIssues,
  readBookingLink,
  type TBookingLink,
  type TBookingPassenger,
  type TFrequentPassenger,
} from '../lib/booking.ts';
import { trainOrderDetailLink } from '../lib/order-links.ts';
import {
  trainBookingChoicesKey,
  trainBookingDefaultsKey,
  trainFrequentKey,
  trainPolicyKey,
  trainProductKey,
  trainRepeatKey,
} from '../lib/booking-keys.ts';
import { forgetReorder, reorderPassengers } from '../lib/reorder.ts';
import '../train-search.css';
import '../train-booking.css';

const SEAT = lookupOf('TrainSeatType');

type TFormValues = {
  contactName: string;
  contactMobile: string;
  contactEmail?: string;
  wantInvoice: boolean;
  invoiceTitle?: string;
  invoiceTaxNo?: string;
  invoiceRecipient?: string;
  invoiceMobile?: string;
  invoiceAddress?: string;
  pay?: TBookingPayChoice;
  purposeId?: string;
  approvalNo?: string;
  remark?: string;
};

type TReason = {
  ReasonID: string;
  ReasonName: string;
  ReasonNameEn?: string;
  ServiceTypes?: number[];
  IsOther?: boolean;
};
type TPurpose = { PurposeID: string; PurposeName: string; PurposeNameEn?: string };

const hhmm = (s: string) => s.slice(11, 16);
const minutesBetween = (a: string, b: string) =>
  Math.round((new Date(b.replace(' ', 'T')).getTime() - new Date(a.replace(' ', 'T')).getTime()) / 60_000);

/** The company's violation reasons for trains and its travel purposes. */
const useBookingChoices = () =>
  useQuery({
    queryKey: trainBookingChoicesKey,
    queryFn: async () => {
      const [reasons, purposes] = await Promise.all([
        fetchResult(contraryReasonResource.calls.List, { PageNo: 1, PageSize: 200 }, { failTips: false }),
        fetchResult(travelPurposeResource.calls.List, { PageNo: 1, PageSize: 200 }, { failTips: false }),
      ]);
      return {
        reasons: (reasons.Entities as TReason[]).filter(
          (r) => !r.ServiceTypes?.length || r.ServiceTypes.includes(ServiceType.Train),
        ),
        purposes: purposes.Entities as TPurpose[],
      };
    },
    staleTime: 60_000,
  });

const BookingBody = ({ link }: { link: TBookingLink }) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const ticket = useTicket();
  // The ways this booker can pay and the booker as the contact, as the server says.
  const defaults = useQuery({
    queryKey: trainBookingDefaultsKey,
    queryFn: () => fetchResult(TrainPolicyBookingDefaults, {}, { failTips: false }),
    staleTime: 60_000,
  });
  const payChoices = defaults.data?.PaymentTypes ?? [];
  const [form] = Form.useForm<TFormValues>();
  const wantInvoice = Form.useWatch('wantInvoice', form) ?? false;
  const pay = Form.useWatch('pay', form);
  // Fill in what the booker has not typed yet once the defaults arrive.
  useEffect(() => {
    const d = defaults.data;
    if (!d) return;
    const now = form.getFieldsValue(['contactName', 'contactMobile', 'contactEmail', 'pay']);
    form.setFieldsValue({
      contactName: now.contactName || d.Contact.Name,
      contactMobile: now.contactMobile || d.Contact.Mobile,
      contactEmail: now.contactEmail || d.Contact.Email,
      pay: now.pay && d.PaymentTypes.includes(now.pay) ? now.pay : d.PaymentTypes[0],
    });
  }, [defaults.data, form]);
  // A reorder brings the old order's travellers (lib/reorder.ts); they are used once.
  const [reorder] = useState(reorderPassengers);
  useEffect(forgetReorder, []);
  const [passengers, setPassengers] = useState<TBookingPassenger[]>(
    () => reorder?.passengers.slice(0, TRAIN_PASSENGERS_MAX) ?? [],
  );
  const [seats, setSeats] = useState<string[]>([]);
  const [reasonId, setReasonId] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [showIssues, setShowIssues] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = passengers.length;
  const feeCount = Math.max(1, count);

  const product = useQuery({
    queryKey: trainProductKey(link, feeCount, lang),
    queryFn: () =>
      fetchResult(
        TrainPolicyProductInfo,
        {
          TrainNo: link.TrainNo,
          TrainDate: link.DepartDate,
          FromStation: link.FromStation,
          ToStation: link.ToStation,
          Count: feeCount,
        },
        { failTips: false },
      ),
    placeholderData: (prev) => prev,
    retry: false,
  });
  // Each passenger is priced at their fare (a child's is half): the documents go with the policy check.
  const priced = passengers.map((p) => ({
    UserID: '',
    CardType: p.CardType,
    CardNo: p.CardNo,
    ...(p.Birthday ? { Birthday: p.Birthday } : {}),
  }));
  const policy = useQuery({
    queryKey: trainPolicyKey(link, priced, lang),
    queryFn: () =>
      fetchResult(
        TrainPolicyCreatePolicy,
        {
          Train: {
            TrainNo: link.TrainNo,
            TrainDate: link.DepartDate,
            FromStation: link.FromStation,
            ToStation: link.ToStation,
            SeatType: link.SeatType,
          },
          // Frequent and new passengers are guests: the policy judges them under the booker's rule.
          Passengers: priced.length > 0 ? priced : [{ UserID: '' }],
        },
        { failTips: false },
      ),
    placeholderData: (prev) => prev,
    retry: false,
  });
  const frequent = useQuery({
    queryKey: trainFrequentKey,
    queryFn: () => fetchResult(passengerResource.calls.List, { PageNo: 1, PageSize: 100 }, { failTips: false }),
    staleTime: 60_000,
  });
  const choices = useBookingChoices();

  // The repeat check (failTips false): a failed check carries the repeats in its result; the server refuses them.
  const cards = passengers
    .filter((p) => p.CardNo.trim())
    .map((p) => `${p.CardType}:${p.CardNo.trim().toUpperCase()}`)
    .join(',');
  const repeat = useQuery({
    queryKey: trainRepeatKey(link.TrainNo, link.DepartDate, cards),
    queryFn: async (): Promise<TReply> =>
      call(
        TrainCheckRepeatOrder,
        {
          TrainNo: link.TrainNo,
          TrainDate: link.DepartDate,
          Passengers: passengers
            .filter((p) => p.CardNo.trim())
            .map((p) => ({ CardType: p.CardType, CardNo: p.CardNo })),
        },
        { failTips: false },
      ),
    enabled: cards !== '',
    staleTime: 30_000,
  });
  const repeatItems =
    repeat.data && !repeat.data.isSucc
      ? ((repeat.data.result as { Items?: { PassengerName: string; UniqueID: string }[] } | null)?.Items ?? [])
      : [];

  const seat = product.data?.Seats.find((s) => s.SeatType === link.SeatType);
  const goods = useMemo(
    () => goodsIssues(link.SeatType, passengers, seats, link.DepartDate),
    [link.SeatType, passengers, seats, link.DepartDate],
  );
  const verdict = policy.data;
  // The server's fares once they are for these passengers.
  const fares = verdict && count > 0 && verdict.Fares.length === count ? verdict.Fares : undefined;
  const fareLines = [PassengerType.Adult, PassengerType.Child]
    .map((type) => ({ type, items: fares?.filter((f) => f.PassengerType === type) ?? [] }))
    .filter((l) => l.items.length > 0);
  const reasons = choices.data?.reasons ?? [];
  const reason = reasons.find((r) => r.ReasonID === reasonId);
  const reasonNeeded = verdict?.ReasonRequired === true;
  const nameOf = (zh: string, en?: string) => (lang === 'en' && en) || zh;

  const changePassengers = (next: TBookingPassenger[]) => {
    setPassengers(next);
    // Fewer passengers than chosen seats: drop the latest choices.
    setSeats((s) => s.slice(0, next.length));
  };

  const submit = async () => {
    setShowIssues(true);
    let values: TFormValues;
    try {
      values = await form.validateFields();
    } catch {
      void message.error(t('trainBooking.fixErrors'));
      return;
    }
    if (reasonNeeded && !reasonId) return void message.error(t('trainBooking.policy.reasonRequired'));
    if (reason?.IsOther && !reasonText.trim()) return void message.error(t('trainBooking.policy.reasonTextRequired'));
    if (!values.pay) return void message.error(t('trainBooking.payment.none'));
    if (repeatItems.length > 0) return void message.error(t('trainBooking.repeat.blocked'));
    const payload = buildOrderPayload(link, passengers, seats, {
      contact: { Name: values.contactName, Mobile: values.contactMobile, Email: values.contactEmail ?? '' },
      invoice: values.wantInvoice
        ? {
            Title: values.invoiceTitle ?? '',
            TaxNo: values.invoiceTaxNo ?? '',
            Recipient: values.invoiceRecipient ?? '',
            Mobile: values.invoiceMobile ?? '',
            Address: values.invoiceAddress ?? '',
          }
        : null,
      pay: values.pay,
      reasonId: verdict?.OutOfPolicy ? reasonId : '',
      reasonText: verdict?.OutOfPolicy && reason?.IsOther ? reasonText : '',
      purposeId: values.purposeId ?? '',
      approvalNo: values.approvalNo ?? '',
      remark: values.remark ?? '',
    });
    const issues = orderPayloadIssues(payload);
    if (issues.length > 0) return void message.error(t(issues[0]!.message, issues[0]!.params));
    setBusy(true);
    const r = await call(TrainCreateOrder, payload);
    setBusy(false);
    if (!r.isSucc || !r.result) return;
    void message.success(r.message || t('trainOrder.messages.submitted'));
    navigate(trainOrderDetailLink(r.result.UniqueID));
  };

  if (product.isError) {
    const reply = product.error as unknown as TReply;
    return (
      <Result
        status="warning"
        title={t('trainBooking.loadFailed')}
        subTitle={reply?.message}
        extra={<Link to="/mall/train/list">{t('trainBooking.reselect')}</Link>}
      />
    );
  }
  if (!product.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const p = product.data;
  const minutes = minutesBetween(p.DepartTime, p.ArriveTime);

  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={t('trainBooking.train.title')} data-testid="booking-train">
            <div className="otmc-booking-train">
              <div>
                <div className="otmc-booking-time">{hhmm(p.DepartTime)}</div>
                <div>{p.FromStationName}</div>
              </div>
              <div className="otmc-booking-mid">
                <strong data-testid="booking-train-no">{p.TrainNo}</strong>
                <div>{t('trainBooking.train.duration', { duration: durationText(t, minutes) })}</div>
                <div>{p.TrainDate}</div>
              </div>
              <div>
                <div className="otmc-booking-time">{hhmm(p.ArriveTime)}</div>
                <div>{p.ToStationName}</div>
              </div>
              <div className="otmc-booking-seat">
                <div>{lookupLabel(SEAT, link.SeatType, t)}</div>
                {seat ? (
                  <>
                    <strong data-testid="booking-seat-price">{yuanText(seat.Price)}</strong>
                    <div>
                      {seat.Remaining > 0
                        ? t('trainBooking.train.remaining', { count: seat.Remaining })
                        : t('trainBooking.train.soldOut')}
                    </div>
                  </>
                ) : (
                  <Typography.Text type="danger">{t('trainBooking.train.seatMissing')}</Typography.Text>
                )}
              </div>
            </div>
          </Card>

          {reorder && (
            <Alert
              type="info"
              showIcon
              message={t('trainBooking.reorder.from', { order: reorder.from })}
              data-testid="reorder-note"
            />
          )}
          <PassengerSection
            frequent={(frequent.data?.Entities ?? []) as TFrequentPassenger[]}
            loading={frequent.isPending}
            passengers={passengers}
            fareTypes={fares?.map((f) => f.PassengerType)}
            onChange={changePassengers}
            issues={goods.passengers}
            showIssues={showIssues}
          />

          <SeatMap
            seatType={link.SeatType}
            passengerCount={count}
            seats={seats}
            onChange={setSeats}
            issues={goods.seats}
            showIssues={showIssues}
          />

          {repeatItems.length > 0 && (
            <Alert
              type="error"
              showIcon
              data-testid="booking-repeat"
              message={t('trainBooking.repeat.title')}
              description={
                <>
                  <div>{repeat.data?.message}</div>
                  <div>{t('trainBooking.repeat.blocked')}</div>
                  {repeatItems.map((i) => (
                    <div key={`${i.UniqueID}-${i.PassengerName}`}>
                      <Link to={trainOrderDetailLink(i.UniqueID)}>
                        {t('trainBooking.repeat.item', { name: i.PassengerName, uniqueId: i.UniqueID })}
                      </Link>
                    </div>
                  ))}
                </>
              }
            />
          )}

          <Form<TFormValues>
            form={form}
            layout="vertical"
            initialValues={{ contactName: ticket.data?.UserName ?? '', wantInvoice: false }}
          >
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card title={t('trainBooking.contact.title')} data-testid="booking-contact">
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="contactName"
                      label={t('trainBooking.contact.name')}
                      required
                      rules={[zodRule(ZOrderContact.shape.Name, t)]}
                    >
                      <Input maxLength={30} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="contactMobile"
                      label={t('trainBooking.contact.mobile')}
                      required
                      rules={[zodRule(ZOrderContact.shape.Mobile, t)]}
                    >
                      <Input maxLength={11} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="contactEmail"
                      label={t('trainBooking.contact.email')}
                      rules={[zodRule(ZOrderContact.shape.Email, t)]}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>

              <Card
                title={t('trainBooking.invoice.title')}
                data-testid="booking-invoice"
                extra={
                  <Form.Item name="wantInvoice" valuePropName="checked" noStyle>
                    <Switch aria-label={t('trainBooking.invoice.want')} />
                  </Form.Item>
                }
              >
                {!wantInvoice ? (
                  <Typography.Text type="secondary">{t('orderUi.detail.noInvoice')}</Typography.Text>
                ) : (
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="invoiceTitle"
                        label={t('trainBooking.invoice.invoiceTitle')}
                        required
                        rules={[zodRule(ZOrderInvoice.shape.Title, t)]}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name="invoiceTaxNo" label={t('trainBooking.invoice.taxNo')}>
                        <Input maxLength={30} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="invoiceRecipient"
                        label={t('trainBooking.invoice.recipient')}
                        required
                        rules={[zodRule(ZOrderInvoice.shape.Recipient, t)]}
                      >
                        <Input maxLength={30} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="invoiceMobile"
                        label={t('trainBooking.invoice.mobile')}
                        rules={[zodRule(ZOrderInvoice.shape.Mobile, t)]}
                      >
                        <Input maxLength={11} />
                      </Form.Item>
                    </Col>
                    <Col span={24}>
                      <Form.Item
                        name="invoiceAddress"
                        label={t('trainBooking.invoice.address')}
                        required
                        rules={[zodRule(ZOrderInvoice.shape.Address, t)]}
                      >
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                  </Row>
                )}
              </Card>

              <Card title={t('trainBooking.extras.title')} data-testid="booking-extras">
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name="purposeId" label={t('trainBooking.extras.purpose')}>
                      <Select
                        allowClear
                        loading={choices.isPending}
                        options={(choices.data?.purposes ?? []).map((x) => ({
                          value: x.PurposeID,
                          label: nameOf(x.PurposeName, x.PurposeNameEn),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name="approvalNo" label={t('trainBooking.extras.approvalNo')}>
                      <Input maxLength={40} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name="remark" label={t('trainBooking.extras.remark')}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>

              <Card title={t('trainBooking.payment.title')} data-testid="booking-payment">
                <Form.Item name="pay" noStyle>
                  <Radio.Group options={payChoices.map((c) => ({ value: c, label: t(`trainBooking.payment.${c}`) }))} />
                </Form.Item>
                {defaults.data && payChoices.length === 0 ? (
                  <Alert type="warning" showIcon message={t('trainBooking.payment.none')} data-testid="payment-none" />
                ) : (
                  pay && (
                    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                      {pay === 'online'
                        ? t('trainBooking.payment.onlineHint', { minutes: TRAIN_ORDER_PAY_MINUTES })
                        : t('trainBooking.payment.offlineHint')}
                    </Typography.Paragraph>
                  )
                )}
              </Card>
            </Space>
          </Form>
        </Space>
      </Col>

      <Col xs={24} lg={8}>
        <Space direction="vertical" size={16} style={{ width: '100%' }} className="otmc-booking-side">
          <Card title={t('trainBooking.policy.title')} data-testid="booking-policy">
            {!verdict ? (
              <Typography.Text type="secondary">{t('trainBooking.policy.checking')}</Typography.Text>
            ) : !verdict.OutOfPolicy ? (
              <Alert type="success" showIcon message={t('orderUi.policy.within')} />
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Alert
                  type={verdict.Forbidden ? 'error' : 'warning'}
                  showIcon
                  message={t(verdict.Forbidden ? 'trainBooking.policy.forbidden' : 'orderUi.policy.out')}
                  description={verdict.Violations.map((v) => (
                    <div key={`${v.Code}-${v.UserID}`}>{v.Message}</div>
                  ))}
                />
                {!verdict.Forbidden && (
                  <>
                    <Typography.Text strong>
                      {reasonNeeded && <span className="otmc-booking-required">*</span>}
                      {t('trainBooking.policy.reason')}
                    </Typography.Text>
                    {reasons.length === 0 && !choices.isPending ? (
                      <Typography.Text type="secondary">{t('trainBooking.policy.noReasons')}</Typography.Text>
                    ) : (
                      <Select
                        data-testid="booking-reason"
                        aria-label={t('trainBooking.policy.reason')}
                        placeholder={t('trainBooking.policy.reasonPlaceholder')}
                        value={reasonId || undefined}
                        status={showIssues && reasonNeeded && !reasonId ? 'error' : undefined}
                        allowClear
                        onChange={(v?: string) => setReasonId(v ?? '')}
                        options={reasons.map((r) => ({
                          value: r.ReasonID,
                          label: nameOf(r.ReasonName, r.ReasonNameEn),
                        }))}
                        style={{ width: '100%' }}
                      />
                    )}
                    {showIssues && reasonNeeded && !reasonId && (
                      <div className="otmc-booking-error">{t('trainBooking.policy.reasonRequired')}</div>
                    )}
                    {reason?.IsOther && (
                      <Input.TextArea
                        aria-label={t('trainBooking.policy.reasonText')}
                        placeholder={t('trainBooking.policy.reasonText')}
                        value={reasonText}
                        maxLength={200}
                        status={showIssues && !reasonText.trim() ? 'error' : undefined}
                        onChange={(e) => setReasonText(e.target.value)}
                      />
                    )}
                  </>
                )}
              </Space>
            )}
          </Card>

          <Card title={t('trainBooking.price.title')} data-testid="booking-price">
            {seat && (
              <Descriptions column={1} size="small">
                {fareLines.length === 0 ? (
                  <Descriptions.Item label={t('trainBooking.price.ticket')}>
                    {t('trainBooking.price.ticketLine', { price: formatMoney(seat.Price), count: feeCount })}
                  </Descriptions.Item>
                ) : (
                  fareLines.map((l) => (
                    <Descriptions.Item
                      key={l.type}
                      label={t(
                        l.type === PassengerType.Child ? 'trainBooking.fares.Child' : 'trainBooking.fares.Adult',
                      )}
                    >
                      {t('trainBooking.price.ticketLine', {
                        price: formatMoney(l.items[0]!.Price),
                        count: l.items.length,
                      })}
                    </Descriptions.Item>
                  ))
                )}
                <Descriptions.Item label={t('trainBooking.price.serviceFee')}>
                  {yuanText(fares ? verdict!.ServiceFee : seat.ServiceFee)}
                </Descriptions.Item>
                <Descriptions.Item label={t('trainBooking.price.total')}>
                  <strong className="otmc-booking-total" data-testid="booking-total">
                    {yuanText(fares ? verdict!.TotalPrice : seat.TotalPrice)}
                  </strong>
                </Descriptions.Item>
              </Descriptions>
            )}
            <Button
              type="primary"
              size="large"
              block
              style={{ marginTop: 12 }}
              loading={busy}
              disabled={!seat || verdict?.Forbidden === true || repeatItems.length > 0}
              onClick={() => void submit()}
              data-testid="booking-submit"
            >
              {busy ? t('trainBooking.submitting') : t('trainBooking.submit')}
            </Button>
          </Card>
        </Space>
      </Col>
    </Row>
  );
};

/**
 * `/order/orderSeat` (login required): the seat step of a train booking, for the train and seat type the search's
 * Book button names (TrainNo, FromStation, ToStation, DepartDate, SeatType). Passengers (at most five) from the
 * frequent list or added on the spot, each with the ticket type the server prices (adult, or a child's half fare),
 * a seat preference (none by default, or seats by position where the seat type allows it), the contact (the booker
 * by default), receipt delivery, the payment types the booker has, the travel policy's verdict with its violation
 * reason, a passenger already holding the train (refused) and the price with the TMC's service fee; Submit books and
 * submits the order (CreateOrder with Submit) and opens its detail.
 */
const TrainBookingPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => readBookingLink(params), [params]);
  return (
    <div className="otmc-booking-page">
      <div className="otmc-booking-header">
        <Typography.Title level={3}>{t('trainBooking.title')}</Typography.Title>
        <Link to="/mall/train/list">{t('trainBooking.back')}</Link>
      </div>
      {link ? (
        <BookingBody link={link} />
      ) : (
        <Result
          status="warning"
          title={t('trainBooking.badLink')}
          extra={<Link to="/mall/train/list">{t('trainBooking.reselect')}</Link>}
        />
      )}
    </div>
  );
};

export default TrainBookingPage;
