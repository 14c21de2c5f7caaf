import {
  CardType,
  TRAIN_STATION_CODE_RE,
  ZTrainCreateOrderRequest,
  bookingPaymentOf,
  formatDate,
  normaliseTrainSeat,
  trainFareIssues,
  trainPassengerIssues,
  trainSeatIssues,
  type TBookingPayChoice,
  type TTrainCreateOrderInput,
  type TTrainIssue,
} from '@opentmc/contracts';

// The seat step's state (/order/orderSeat) as plain data: the train named by the address, the passengers and their
// seats, and the payload of TrainOrder/CreateOrder built from them, checked by the same rules the server applies.

/** The train and seat type the search's Book button names (see orderSeatLink). */
export type TBookingLink = {
  TrainNo: string;
  FromStation: string;
  ToStation: string;
  DepartDate: string;
  SeatType: number;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TRAIN_NO_RE = /^[GDCZTK]\d{1,4}$/;

/** The train of the address, or null when some part is missing or malformed. */
export const readBookingLink = (params: URLSearchParams): TBookingLink | null => {
  const TrainNo = params.get('TrainNo')?.trim().toUpperCase() ?? '';
  const FromStation = params.get('FromStation')?.trim().toUpperCase() ?? '';
  const ToStation = params.get('ToStation')?.trim().toUpperCase() ?? '';
  const DepartDate = params.get('DepartDate')?.trim() ?? '';
  const SeatType = Number(params.get('SeatType'));
  if (!TRAIN_NO_RE.test(TrainNo) || !DATE_RE.test(DepartDate) || !Number.isInteger(SeatType)) return null;
  if (!TRAIN_STATION_CODE_RE.test(FromStation) || !TRAIN_STATION_CODE_RE.test(ToStation)) return null;
  return { TrainNo, FromStation, ToStation, DepartDate, SeatType };
};

/** A passenger of the booking: from the frequent list (`PassengerID`) or added on the spot. */
export type TBookingPassenger = {
  key: string;
  PassengerID: string;
  Surname: string;
  GivenName: string;
  CardType: number;
  CardNo: string;
  Mobile: string;
  /** yyyy-MM-dd, from the frequent-passenger list: a child's fare counts from it when the document states no birthday. */
  Birthday?: string;
};

/** A frequent passenger as the list call returns it (the fields the booking uses). */
export type TFrequentPassenger = {
  PassengerID: string;
  Surname?: string;
  GivenName?: string;
  CardType?: number;
  CardNo?: string;
  Mobile?: string;
  AreaCode?: string;
  Birthday?: string;
};

export const fromFrequent = (p: TFrequentPassenger): TBookingPassenger => ({
  key: `f:${p.PassengerID}`,
  PassengerID: p.PassengerID,
  Surname: p.Surname ?? '',
  GivenName: p.GivenName ?? '',
  CardType: p.CardType ?? CardType.IdCard,
  CardNo: p.CardNo ?? '',
  // A mobile abroad does not pass the booking's mainland check: leave it out.
  Mobile: !p.AreaCode || p.AreaCode === '86' ? (p.Mobile ?? '') : '',
  ...(p.Birthday ? { Birthday: p.Birthday } : {}),
});

export type TBookingForm = {
  contact: { Name: string; Mobile: string; Email?: string };
  invoice: { Title: string; TaxNo?: string; Recipient: string; Mobile?: string; Address: string } | null;
  pay: TBookingPayChoice;
  reasonId: string;
  reasonText: string;
  purposeId: string;
  approvalNo: string;
  remark: string;
};

/** The CreateOrder payload, submitted at once. Chosen seats go with the passengers in order (none: no preference). */
export const buildOrderPayload = (
  link: TBookingLink,
  passengers: readonly TBookingPassenger[],
  seats: readonly string[],
  form: TBookingForm,
): TTrainCreateOrderInput => ({
  Train: {
    TrainNo: link.TrainNo,
    TrainDate: link.DepartDate,
    FromStation: link.FromStation,
    ToStation: link.ToStation,
    SeatType: link.SeatType,
  },
  Passengers: passengers.map((p) => ({
    Surname: p.Surname,
    GivenName: p.GivenName,
    CardType: p.CardType,
    CardNo: p.CardNo,
    Mobile: p.Mobile,
    ...(p.Birthday ? { Birthday: p.Birthday } : {}),
  })),
  Seats: seats.map(normaliseTrainSeat),
  Contact: form.contact,
  Invoice: form.invoice,
  ...bookingPaymentOf(form.pay),
  ViolationReasonID: form.reasonId,
  ViolationReasonText: form.reasonText,
  TravelPurposeID: form.purposeId,
  ApprovalNo: form.approvalNo,
  Remark: form.remark,
  Submit: true,
});

/** Every problem of the payload as the server would find it (catalogue keys by path), [] when it passes. */
export const orderPayloadIssues = (payload: TTrainCreateOrderInput): TTrainIssue[] => {
  const r = ZTrainCreateOrderRequest.safeParse(payload);
  return r.success
    ? []
    : r.error.issues.map((i) => ({
        path: i.path as (string | number)[],
        message: i.message,
        ...(i.code === 'custom' && i.params ? { params: i.params as Record<string, string> } : {}),
      }));
};

/**
 * The passenger and seat issues alone, for the live hints of the passenger and seat sections: once the passengers are
 * valid, a child travelling on `travelDate` without an adult.
 */
export const goodsIssues = (
  seatType: number,
  passengers: readonly TBookingPassenger[],
  seats: readonly string[],
  travelDate: string,
): { passengers: TTrainIssue[]; seats: TTrainIssue[] } => {
  const issues = trainPassengerIssues(passengers);
  return {
    passengers: issues.length > 0 ? issues : trainFareIssues(passengers, travelDate, formatDate(new Date())),
    seats: trainSeatIssues({ seatType, passengerCount: passengers.length, seats }),
  };
};

/** Toggles a seat: off when chosen; on when fewer than `max` are chosen (then the earliest choice makes room). */
export const toggleSeat = (seats: readonly string[], seat: string, max: number): string[] => {
  if (seats.includes(seat)) return seats.filter((s) => s !== seat);
  if (max <= 0) return [...seats];
  const next = [...seats, seat];
  return next.length > max ? next.slice(next.length - max) : next;
};

/** Seat letters split at the aisle as a coach shows them: A B C | D F, A C | D F, A C | F. */
export const seatSides = (letters: readonly string[]): [string[], string[]] => {
  const left = letters.filter((l) => l <= 'C');
  return [left, letters.filter((l) => l > 'C')];
};

export type TSeatPosition = 'window' | 'aisle' | 'middle';

/** Where a seat letter sits in the coach: the outer letters at the windows, the inner ones at the aisle. */
export const seatPosition = (letters: readonly string[], letter: string): TSeatPosition => {
  const [left, right] = seatSides(letters);
  if (letter === left[0] || letter === right[right.length - 1]) return 'window';
  if (letter === left[left.length - 1] || letter === right[0]) return 'aisle';
  return 'middle';
};
