import { defineLookup } from './define.ts';
import { YesNo } from './fixed.ts';

// Every lookup list of spec sections 3 and 4 (docs/codes.md lists them all; scripts/gen-codes-doc.ts writes it).
// Codes are stable: never renumber or reuse one. Add an entry at the next free odd code of its list's block,
// and a new list at the next free block. Titles are catalogue keys `base.lookups.{List}.{Code}` (packages/i18n).

/** Kind of company (company profile). */
export const CompanyType = {
  State: 1001,
  Private: 1003,
  Foreign: 1005,
  JointVenture: 1007,
  Government: 1009,
  Institution: 1011,
  Individual: 1013,
  Other: 1015,
} as const;
export type TCompanyType = (typeof CompanyType)[keyof typeof CompanyType];

/** Origin of a company's capital. */
export const CapitalType = {
  Domestic: 1051,
  Foreign: 1053,
  HkMoTw: 1055,
  SinoForeign: 1057,
  Other: 1059,
} as const;
export type TCapitalType = (typeof CapitalType)[keyof typeof CapitalType];

/** Head count band of a company. */
export const CompanySize = {
  Micro: 1101,
  Small: 1103,
  Medium: 1105,
  Large: 1107,
  Huge: 1109,
} as const;
export type TCompanySize = (typeof CompanySize)[keyof typeof CompanySize];

/** Yes/no flags: IsDefault 1150 is the default contact; SmsStatus 1151 is an unread SMS (spec section 9). Defined in fixed.ts. */
export const yesNoLookup = defineLookup('YesNo', YesNo, { blocks: [[1150, 1199]] });

/** Domestic or international reach of a service. */
export const ApplyArea = {
  Internal: 1201,
  Overseas: 1203,
} as const;
export type TApplyArea = (typeof ApplyArea)[keyof typeof ApplyArea];

/** Travel documents of a passenger or user. */
export const CardType = {
  IdCard: 1251,
  Passport: 1253,
  StudentCard: 1255,
  OfficerCard: 1257,
  HkMoPermit: 1259,
  TwPermit: 1261,
  HkMoHomePermit: 1263,
  TwCompatriotPermit: 1265,
  HkMoTwResidence: 1267,
  ForeignPermanent: 1269,
  Other: 1271,
} as const;
export type TCardType = (typeof CardType)[keyof typeof CardType];

/** State of a user account. */
export const UserStatus = {
  Active: 1301,
  Disabled: 1303,
  Locked: 1305,
  Inactive: 1307,
  Resigned: 1309,
} as const;
export type TUserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** Sex of a person. */
export const Sex = {
  Male: 1351,
  Female: 1353,
  Unknown: 1355,
} as const;
export type TSex = (typeof Sex)[keyof typeof Sex];

/** Business services. Flight 1407, Hotel 1409 and Train 1470 are fixed: they are the ServiceTypes of the work-task load (spec section 9). */
export const ServiceType = {
  Tour: 1401,
  Traffic: 1403,
  Btrip: 1405,
  Flight: 1407,
  Hotel: 1409,
  Insurance: 1411,
  Express: 1413,
  Invoice: 1415,
  Visa: 1417,
  Catering: 1419,
  Ticket: 1421,
  Base: 1423,
  System: 1425,
  Work: 1427,
  Order: 1429,
  Bill: 1431,
  User: 1433,
  Company: 1435,
  Charge: 1437,
  Train: 1470,
} as const;
export type TServiceType = (typeof ServiceType)[keyof typeof ServiceType];

/** Role of one voyage (segment) in a trip. */
export const VoyageType = {
  Outbound: 1501,
  Return: 1503,
  Connecting: 1505,
  Stopover: 1507,
} as const;
export type TVoyageType = (typeof VoyageType)[keyof typeof VoyageType];

/** What a role or an owner is (spec section 6). */
export const RoleType = {
  User: 1551,
  Jobs: 1553,
  Group: 1555,
  Department: 1557,
  Company: 1559,
  Service: 1561,
  Customer: 1563,
  Action: 1565,
  CostCenter: 1567,
} as const;
export type TRoleType = (typeof RoleType)[keyof typeof RoleType];

/** How a hotel stay is paid. */
export const HotelPayType = {
  Prepay: 1601,
  PayAtHotel: 1603,
  Monthly: 1605,
  Guarantee: 1607,
} as const;
export type THotelPayType = (typeof HotelPayType)[keyof typeof HotelPayType];

/** How a flight connects its airports. */
export const FlightType = {
  Direct: 1651,
  Stopover: 1653,
  Connecting: 1655,
  Codeshare: 1657,
} as const;
export type TFlightType = (typeof FlightType)[keyof typeof FlightType];

/** Age class of a traveller for fares (child 2 to 14, infant under 2; spec section 9). */
export const ConsumerType = {
  Adult: 1701,
  Infant: 1703,
  Enfant: 1705,
  Young: 1707,
  Wrinkly: 1709,
  Elderly: 1711,
} as const;
export type TConsumerType = (typeof ConsumerType)[keyof typeof ConsumerType];

/** What a work task or trade is for. Sales 1789, Change 1797 and Amend 1799 are fixed: they are the BusinessTypes of the work-task load (spec section 9). */
export const BusinessType = {
  Approval: 1751,
  Demand: 1753,
  Invoice: 1755,
  Recharge: 1757,
  Extras: 1759,
  Express: 1761,
  Bill: 1763,
  Sales: 1789,
  Change: 1797,
  Amend: 1799,
} as const;
export type TBusinessType = (typeof BusinessType)[keyof typeof BusinessType];

/** How often a company is billed. */
export const BillCycle = {
  Monthly: 1801,
  HalfMonth: 1803,
  Weekly: 1805,
  Quarterly: 1807,
  PerOrder: 1809,
} as const;
export type TBillCycle = (typeof BillCycle)[keyof typeof BillCycle];

/** How the TMC serves a company. */
export const ServiceMode = {
  Online: 1851,
  Offline: 1853,
  Onsite: 1855,
} as const;
export type TServiceMode = (typeof ServiceMode)[keyof typeof ServiceMode];

/** How a fee or price rule computes its amount. */
export const PriceCalcMode = {
  Fixed: 1901,
  Percent: 1903,
  Tiered: 1905,
} as const;
export type TPriceCalcMode = (typeof PriceCalcMode)[keyof typeof PriceCalcMode];

/** The price a percentage rule applies to. */
export const PriceBenchmark = {
  FacePrice: 1951,
  SalePrice: 1953,
  SettlePrice: 1955,
  OriginalPrice: 1957,
} as const;
export type TPriceBenchmark = (typeof PriceBenchmark)[keyof typeof PriceBenchmark];

/** Which records a role may view (spec section 6). */
export const DataRange = {
  NoLimit: 2001,
  SelfOnly: 2003,
  OwnDepartment: 2005,
  OwnDepartmentAndBelow: 2007,
} as const;
export type TDataRange = (typeof DataRange)[keyof typeof DataRange];

/** System roles come with the platform; user roles are made by a company. */
export const RoleCategory = {
  System: 2051,
  User: 2053,
} as const;
export type TRoleCategory = (typeof RoleCategory)[keyof typeof RoleCategory];

/** Progress of an invoice request. */
export const InvoiceStatus = {
  WaitApply: 2101,
  Applied: 2103,
  Issued: 2105,
  Mailed: 2107,
  Rejected: 2109,
  Voided: 2111,
} as const;
export type TInvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/** Currency of an amount. */
export const CurrencyUnit = {
  RMB: 2151,
  Dollar: 2153,
} as const;
export type TCurrencyUnit = (typeof CurrencyUnit)[keyof typeof CurrencyUnit];

/** How a trade is paid. */
export const TradeMode = {
  Alipay: 2201,
  Weixin: 2203,
  Cash: 2205,
  Monthly: 2207,
  Pos: 2209,
  Transfer: 2211,
} as const;
export type TTradeMode = (typeof TradeMode)[keyof typeof TradeMode];

/** Products with inventory. */
export const ProductType = {
  Tour: 2251,
  Hotel: 2253,
  Flight: 2255,
  Train: 2257,
} as const;
export type TProductType = (typeof ProductType)[keyof typeof ProductType];

/** Kind of an uploaded or exported file. */
export const FileType = {
  Image: 2301,
  Document: 2303,
  Spreadsheet: 2305,
  Pdf: 2307,
  Archive: 2309,
  Other: 2311,
} as const;
export type TFileType = (typeof FileType)[keyof typeof FileType];

/** Kind of a message to a user. */
export const MessageType = {
  System: 2351,
  Order: 2353,
  Approval: 2355,
  Notice: 2357,
  Reminder: 2359,
} as const;
export type TMessageType = (typeof MessageType)[keyof typeof MessageType];

/** Purpose and form of an order. */
export const OrderType = {
  Official: 2401,
  Private: 2403,
  Demand: 2405,
  Group: 2407,
} as const;
export type TOrderType = (typeof OrderType)[keyof typeof OrderType];

/** How a user proves who they are. */
export const SecurityType = {
  Password: 2451,
  Mobile: 2453,
  Email: 2455,
} as const;
export type TSecurityType = (typeof SecurityType)[keyof typeof SecurityType];

/** Where an order came from. */
export const Source = {
  Pc: 2501,
  App: 2503,
  Customer: 2505,
  Demand: 2507,
} as const;
export type TSource = (typeof Source)[keyof typeof Source];

/** Kind of a contact entry. */
export const ContactType = {
  Mobile: 2551,
  Phone: 2553,
  Email: 2555,
  Fax: 2557,
  Weixin: 2559,
} as const;
export type TContactType = (typeof ContactType)[keyof typeof ContactType];

/** Product a sales policy belongs to. */
export const PolicyType = {
  Flight: 2601,
  Hotel: 2603,
  Train: 2605,
  Tour: 2607,
  Traffic: 2609,
  Insurance: 2611,
  Charge: 2613,
} as const;
export type TPolicyType = (typeof PolicyType)[keyof typeof PolicyType];

/** Kind of a money movement. */
export const TradeType = {
  Payment: 2651,
  Refund: 2653,
  Recharge: 2655,
  Withdraw: 2657,
  Transfer: 2659,
  Adjust: 2661,
  Repayment: 2663,
} as const;
export type TTradeType = (typeof TradeType)[keyof typeof TradeType];

/** Kind of a place in base data. */
export const ZoneType = {
  Country: 2701,
  Scenic: 2703,
  City: 2705,
  Province: 2707,
  Area: 2709,
  Airport: 2711,
  Continent: 2713,
  District: 2715,
  Station: 2717,
  BusinessArea: 2719,
} as const;
export type TZoneType = (typeof ZoneType)[keyof typeof ZoneType];

/** How a ticket or itinerary reaches the traveller. */
export const TicketDelivery = {
  Electronic: 2751,
  Express: 2753,
  SelfPickup: 2755,
  AirportPickup: 2757,
} as const;
export type TTicketDelivery = (typeof TicketDelivery)[keyof typeof TicketDelivery];

/** Issuing channel of a flight ticket. */
export const TicketType = {
  BSP: 2801,
  B2B: 2803,
  B2C: 2805,
  B2G: 2807,
  BSG: 2809,
  OverseasElectronic: 2811,
  SAP: 2813,
} as const;
export type TTicketType = (typeof TicketType)[keyof typeof TicketType];

/** Who a policy applies to (spec section 6, policy applicable scope). */
export const ApplicableObject = {
  All: 2851,
  Position: 2853,
  Department: 2855,
} as const;
export type TApplicableObject = (typeof ApplicableObject)[keyof typeof ApplicableObject];

/** Days of the week. */
export const WeekDay = {
  Monday: 2901,
  Tuesday: 2903,
  Wednesday: 2905,
  Thursday: 2907,
  Friday: 2909,
  Saturday: 2911,
  Sunday: 2913,
} as const;
export type TWeekDay = (typeof WeekDay)[keyof typeof WeekDay];

/** How a policy restricts the routes it covers. */
export const PassageLimitType = {
  NoLimit: 2951,
  Include: 2953,
  Exclude: 2955,
} as const;
export type TPassageLimitType = (typeof PassageLimitType)[keyof typeof PassageLimitType];

/** How a rebate or reward is computed. */
export const RewardRule = {
  None: 3001,
  Percent: 3003,
  Fixed: 3005,
} as const;
export type TRewardRule = (typeof RewardRule)[keyof typeof RewardRule];

/** How client codes or numbers are formed. */
export const CodingRule = {
  Sequence: 3051,
  DatePrefix: 3053,
  CompanyPrefix: 3055,
  Random: 3057,
} as const;
export type TCodingRule = (typeof CodingRule)[keyof typeof CodingRule];

/** Reach of an airline route. */
export const AirlineRouteType = {
  Domestic: 3101,
  International: 3103,
  Regional: 3105,
} as const;
export type TAirlineRouteType = (typeof AirlineRouteType)[keyof typeof AirlineRouteType];

/** Seat classes of a train. */
export const TrainSeatType = {
  Business: 3151,
  Special: 3153,
  First: 3155,
  Second: 3157,
  AdvancedSoftSleeper: 3159,
  SoftSleeper: 3161,
  HardSleeper: 3163,
  SoftSeat: 3165,
  HardSeat: 3167,
  NoSeat: 3169,
} as const;
export type TTrainSeatType = (typeof TrainSeatType)[keyof typeof TrainSeatType];

/** Flight cabin classes; discounted economy at 5 to 9 tenths of the full fare. */
export const Cabin = {
  Economy: 3201,
  Business: 3203,
  First: 3205,
  Economy50: 3207,
  Economy60: 3209,
  Economy70: 3211,
  Economy80: 3213,
  Economy90: 3215,
} as const;
export type TCabin = (typeof Cabin)[keyof typeof Cabin];

/** Which fare counts as the lowest for travel policy. */
export const LowestPriceRule = {
  NoLimit: 3251,
  SameDay: 3253,
  TimeWindow: 3255,
  SameAirline: 3257,
  SameFlight: 3259,
} as const;
export type TLowestPriceRule = (typeof LowestPriceRule)[keyof typeof LowestPriceRule];

/** Train classes by the letter of the train number. */
export const TrainType = {
  GC: 3301,
  D: 3303,
  Z: 3305,
  T: 3307,
  K: 3309,
  Other: 3311,
} as const;
export type TTrainType = (typeof TrainType)[keyof typeof TrainType];

/** Car classes of the traffic service. */
export const TrafficGrade = {
  Economy: 3351,
  Comfort: 3353,
  Business: 3355,
  Luxury: 3357,
} as const;
export type TTrafficGrade = (typeof TrafficGrade)[keyof typeof TrafficGrade];

/** Occasions of the traffic service. */
export const ServiceScene = {
  AirportPickup: 3401,
  AirportDropoff: 3403,
  StationPickup: 3405,
  StationDropoff: 3407,
  Charter: 3409,
  CityRide: 3411,
} as const;
export type TServiceScene = (typeof ServiceScene)[keyof typeof ServiceScene];

/** Switches of a company's trip rules: what booking needs or forbids. */
export const TripApprovalRule = {
  OnlineBookingApproval: 3451,
  CostCenterRequired: 3453,
  ProjectCodeRequired: 3455,
  ViolationReasonRequired: 3457,
  ApprovalNoRequired: 3459,
  ApprovalNoCheckable: 3461,
  TravelPurposeRequired: 3463,
  TravelPurposeDisabled: 3465,
  BudgetCodeRequired: 3467,
  AttachmentRequired: 3469,
  AttachmentAllowed: 3471,
  FlightBookingDisabled: 3473,
  HotelBookingDisabled: 3475,
  TrainBookingDisabled: 3477,
  TrafficBookingDisabled: 3479,
  ViolationNeedsApproval: 3481,
  OverseasNeedsApproval: 3483,
  ChangeNeedsApproval: 3485,
  RefundNeedsApproval: 3487,
  TripApplyRequired: 3489,
  BookForOthersDisabled: 3491,
  ExternalPassengerDisabled: 3493,
  PersonalPaymentAllowed: 3495,
  RemarkRequired: 3497,
  ApproverSelectable: 3499,
} as const;
export type TTripApprovalRule = (typeof TripApprovalRule)[keyof typeof TripApprovalRule];

/** Kind of a fare rule. */
export const RuleType = {
  Endorse: 3501,
  Refund: 3503,
  Reserve: 3505,
} as const;
export type TRuleType = (typeof RuleType)[keyof typeof RuleType];

/** Kind of a price line of an order. */
export const PriceType = {
  HotelFare: 3551,
  TeamFare: 3553,
  TicketFare: 3555,
  BuildFare: 3557,
  FuelFare: 3559,
  Tax: 3561,
  DirectReduction: 3563,
  Insurance: 3565,
  ServiceFee: 3567,
  Refund: 3569,
  Change: 3571,
  OriginalPrice: 3573,
  Other: 3575,
  Discount: 3577,
  Safe: 3579,
  Amend: 3581,
} as const;
export type TPriceType = (typeof PriceType)[keyof typeof PriceType];

/** Kinds of a trade account. */
export const AccountType = {
  Balance: 3601,
  Credit: 3603,
  Integral: 3605,
} as const;
export type TAccountType = (typeof AccountType)[keyof typeof AccountType];

/** Fixed or temporary credit. */
export const CreditType = {
  Fixed: 3651,
  Interim: 3653,
} as const;
export type TCreditType = (typeof CreditType)[keyof typeof CreditType];

/** Whom an invoice title names. */
export const InvoiceRole = {
  Company: 3701,
  People: 3703,
} as const;
export type TInvoiceRole = (typeof InvoiceRole)[keyof typeof InvoiceRole];

/** VAT invoice kind. */
export const InvoiceType = {
  Special: 3751,
  General: 3753,
} as const;
export type TInvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

/** Form an invoice is delivered in. */
export const TakeType = {
  Electronic: 3801,
  Paper: 3803,
} as const;
export type TTakeType = (typeof TakeType)[keyof typeof TakeType];

/** Events a notify rule sends a message for. */
export const NotifyType = {
  Booking: 3851,
  Issue: 3853,
  Change: 3855,
  Refund: 3857,
  Approval: 3859,
  Payment: 3861,
  Departure: 3863,
  FlightChange: 3865,
} as const;
export type TNotifyType = (typeof NotifyType)[keyof typeof NotifyType];

/** How a sales rule changes a price. */
export const SaleRuleType = {
  Rebate: 3901,
  Markup: 3903,
  Discount: 3905,
  ServiceFee: 3907,
} as const;
export type TSaleRuleType = (typeof SaleRuleType)[keyof typeof SaleRuleType];

/** Ways to log in or bind an account. */
export const AuthType = {
  Email: 3951,
  Mobile: 3953,
  Account: 3955,
  Weixin: 3957,
  Dynamic: 3959,
} as const;
export type TAuthType = (typeof AuthType)[keyof typeof AuthType];

/** Format of a message template. */
export const NotifyContentType = {
  Text: 4001,
  Html: 4003,
  Card: 4005,
} as const;
export type TNotifyContentType = (typeof NotifyContentType)[keyof typeof NotifyContentType];

/** Who a notify rule sends to. */
export const NotifyScope = {
  Booker: 4051,
  Passenger: 4053,
  Approver: 4055,
  Administrator: 4057,
  Service: 4059,
} as const;
export type TNotifyScope = (typeof NotifyScope)[keyof typeof NotifyScope];

/** How a parcel is delivered. */
export const ExpressType = {
  Standard: 4101,
  NextDay: 4103,
  SameCity: 4105,
  SelfPickup: 4107,
} as const;
export type TExpressType = (typeof ExpressType)[keyof typeof ExpressType];

/** Interface languages: cn is language code 1, en is 2 (spec section 9). */
export const Language = {
  cn: 4151,
  en: 4153,
} as const;
export type TLanguage = (typeof Language)[keyof typeof Language];

/** Which supplier adapter serves a product (architecture guide, section 6). */
export const SupplyCode = {
  Simulator: 4201,
  Api: 4203,
  Manual: 4205,
} as const;
export type TSupplyCode = (typeof SupplyCode)[keyof typeof SupplyCode];

/** Client channel of a booking. */
export const ChannelCode = {
  web: 4251,
  app: 4253,
  h5: 4255,
  store: 4257,
  emp: 4259,
} as const;
export type TChannelCode = (typeof ChannelCode)[keyof typeof ChannelCode];

/** Kinds of baggage allowance. */
export const BaggageCode = {
  carryon: 4301,
  consign: 4303,
} as const;
export type TBaggageCode = (typeof BaggageCode)[keyof typeof BaggageCode];

/** Shape of a trip. */
export const TripType = {
  OneWay: 4351,
  Round: 4353,
  Multi: 4355,
} as const;
export type TTripType = (typeof TripType)[keyof typeof TripType];

/** Whether payment goes through the platform. */
export const PaymentMode = {
  Online: 4401,
  Offline: 4403,
} as const;
export type TPaymentMode = (typeof PaymentMode)[keyof typeof PaymentMode];

/** Whether an amount is a percentage or a fixed sum (payment modes: percentage or fixed). */
export const AmountMode = {
  Percentage: 4451,
  Fixed: 4453,
} as const;
export type TAmountMode = (typeof AmountMode)[keyof typeof AmountMode];

/** Channels of a notification (architecture guide, section 7). */
export const NotifyChannel = {
  Sms: 4501,
  Mail: 4503,
  Weixin: 4505,
  App: 4507,
} as const;
export type TNotifyChannel = (typeof NotifyChannel)[keyof typeof NotifyChannel];

/** Source of a fare. */
export const FareCategory = {
  Public: 4551,
  Private: 4553,
  Agreement: 4555,
  Special: 4557,
  Group: 4559,
} as const;
export type TFareCategory = (typeof FareCategory)[keyof typeof FareCategory];

/** Roles in an approval (spec section 6). */
export const ApprovalRole = {
  Creator: 4601,
  Participant: 4603,
  Follower: 4605,
} as const;
export type TApprovalRole = (typeof ApprovalRole)[keyof typeof ApprovalRole];

/** Whether a service or authority is granted (spec section 6). */
export const AuthState = {
  Authorized: 4651,
  Unauthorized: 4653,
} as const;
export type TAuthState = (typeof AuthState)[keyof typeof AuthState];

/** Passenger type of a booking: child 2 to 14, infant under 2 (spec section 9). */
export const PassengerType = {
  Adult: 4801,
  Child: 4803,
  Infant: 4805,
} as const;
export type TPassengerType = (typeof PassengerType)[keyof typeof PassengerType];

/** Status of an order; DealStatus uses the same codes. */
export const OrderStatus = {
  WaitBooking: 10001,
  WaitConfirm: 10003,
  WaitPayment: 10005,
  WaitDispose: 10007,
  Finished: 10009,
  Canceled: 10011,
  Rejected: 10013,
  Cannot: 10015,
} as const;
export type TOrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Status of the business behind a work task (its BusinessStatus). 101xx are the statuses before fulfilment, 102xx fulfilment and outcomes. WaitConfirm 10105, WaitAudit 10107, WaitReserve 10109 and WaitDispose 10203 are fixed: they are the BusinessStatuss of the work-task load (spec section 9). */
export const WorkStatus = {
  WaitSubmit: 10101,
  WaitPayment: 10103,
  WaitConfirm: 10105,
  WaitAudit: 10107,
  WaitReserve: 10109,
  WaitApprove: 10111,
  WaitRefund: 10201,
  WaitDispose: 10203,
  Finished: 10205,
  Canceled: 10207,
  Rejected: 10209,
  Cannot: 10211,
  Split: 10213,
  Disabled: 10215,
} as const;
export type TWorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];

/** Status of a flight change notice. WaitNotify 10301 and WaitConfirm 10303 are fixed: the flight change list loads them (spec sections 7 and 9). */
export const FlightChangeStatus = {
  WaitNotify: 10301,
  WaitConfirm: 10303,
  WaitDispose: 10305,
  Finished: 10307,
} as const;
export type TFlightChangeStatus = (typeof FlightChangeStatus)[keyof typeof FlightChangeStatus];

/** Status of a change or refund of an order. */
export const AmendStatus = {
  WaitSubmit: 10401,
  WaitDispose: 10403,
  WaitConfirm: 10405,
  WaitRefund: 10407,
  Finished: 10409,
  Cannot: 10411,
  Rejected: 10413,
  Canceled: 10415,
} as const;
export type TAmendStatus = (typeof AmendStatus)[keyof typeof AmendStatus];

/** Status of a trade (payment). */
export const TradeStatus = {
  WaitSubmit: 10501,
  WaitPayment: 10503,
  WaitConfirm: 10505,
  Finished: 10507,
  Canceled: 10509,
  Rejected: 10511,
} as const;
export type TTradeStatus = (typeof TradeStatus)[keyof typeof TradeStatus];

/** Status of a bill (receivable). */
export const BillStatus = {
  WaitOutDay: 10601,
  WaitAudited: 10603,
  WaitConfirm: 10605,
  WaitReceive: 10607,
  Finished: 10609,
  Rejected: 10611,
} as const;
export type TBillStatus = (typeof BillStatus)[keyof typeof BillStatus];

/** Status of an extra or an activity request. */
export const ActiveStatus = {
  WaitSubmit: 10701,
  WaitDispose: 10703,
  Cannot: 10705,
  Finished: 10707,
  Rejected: 10709,
} as const;
export type TActiveStatus = (typeof ActiveStatus)[keyof typeof ActiveStatus];

/** State of a sales policy; FlightPolicyState uses the same codes. */
export const PolicyState = {
  WaitApproval: 10801,
  Online: 10803,
  Offline: 10805,
  Disabled: 10807,
} as const;
export type TPolicyState = (typeof PolicyState)[keyof typeof PolicyState];

/** Review outcome. */
export const AuditStatus = {
  Unaudit: 10901,
  Audited: 10903,
  AuditRefuse: 10905,
} as const;
export type TAuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];

/** Whether an application was submitted. */
export const ApplyStatus = {
  Unsubmit: 11001,
  Submited: 11003,
} as const;
export type TApplyStatus = (typeof ApplyStatus)[keyof typeof ApplyStatus];

/** Progress of a refund of money. */
export const RefundStatus = {
  Untreated: 11101,
  RefundeBad: 11103,
  RefundeIng: 11105,
  Refunded: 11107,
} as const;
export type TRefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** Whether a bill is overdue. */
export const OverdueStatus = {
  WaitOutDay: 11201,
  OverdueNo: 11203,
  OverdueYes: 11205,
} as const;
export type TOverdueStatus = (typeof OverdueStatus)[keyof typeof OverdueStatus];

/** Labels of demand and other orders. */
export const DemandStatus = {
  Unsubmitted: 11301,
  Submitted: 11303,
  Reviewing: 11305,
  Paid: 11307,
  Issued: 11309,
  Done: 11311,
} as const;
export type TDemandStatus = (typeof DemandStatus)[keyof typeof DemandStatus];

/** Progress of a withdrawal. */
export const WithdrawStatus = {
  Failed: 11401,
  Processing: 11403,
  Success: 11405,
} as const;
export type TWithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

/** What an approval record approves. */
export const ApprovalRecordType = {
  Pay: 11501,
  Change: 11503,
  Refund: 11505,
} as const;
export type TApprovalRecordType = (typeof ApprovalRecordType)[keyof typeof ApprovalRecordType];

/** Lists whose codes and titles are another list's (spec section 4 names them together). */
export const DealStatus = OrderStatus;
export type TDealStatus = TOrderStatus;
export const FlightPolicyState = PolicyState;
export type TFlightPolicyState = TPolicyState;

/** Every list of the base catalogue, in code order. */
export const baseLookups = [
  defineLookup('CompanyType', CompanyType, { blocks: [[1000, 1049]] }),
  defineLookup('CapitalType', CapitalType, { blocks: [[1050, 1099]] }),
  defineLookup('CompanySize', CompanySize, { blocks: [[1100, 1149]] }),
  yesNoLookup,
  defineLookup('ApplyArea', ApplyArea, { blocks: [[1200, 1249]] }),
  defineLookup('CardType', CardType, { blocks: [[1250, 1299]] }),
  defineLookup('UserStatus', UserStatus, { blocks: [[1300, 1349]] }),
  defineLookup('Sex', Sex, { blocks: [[1350, 1399]] }),
  defineLookup('ServiceType', ServiceType, { blocks: [[1400, 1499]] }),
  defineLookup('VoyageType', VoyageType, { blocks: [[1500, 1549]] }),
  defineLookup('RoleType', RoleType, { blocks: [[1550, 1599]] }),
  defineLookup('HotelPayType', HotelPayType, { blocks: [[1600, 1649]] }),
  defineLookup('FlightType', FlightType, { blocks: [[1650, 1699]] }),
  defineLookup('ConsumerType', ConsumerType, { blocks: [[1700, 1749]] }),
  defineLookup('BusinessType', BusinessType, { blocks: [[1750, 1799]] }),
  defineLookup('BillCycle', BillCycle, { blocks: [[1800, 1849]] }),
  defineLookup('ServiceMode', ServiceMode, { blocks: [[1850, 1899]] }),
  defineLookup('PriceCalcMode', PriceCalcMode, { blocks: [[1900, 1949]] }),
  defineLookup('PriceBenchmark', PriceBenchmark, { blocks: [[1950, 1999]] }),
  defineLookup('DataRange', DataRange, { blocks: [[2000, 2049]] }),
  defineLookup('RoleCategory', RoleCategory, { blocks: [[2050, 2099]] }),
  defineLookup('InvoiceStatus', InvoiceStatus, { blocks: [[2100, 2149]] }),
  defineLookup('CurrencyUnit', CurrencyUnit, { blocks: [[2150, 2199]] }),
  defineLookup('TradeMode', TradeMode, { blocks: [[2200, 2249]] }),
  defineLookup('ProductType', ProductType, { blocks: [[2250, 2299]] }),
  defineLookup('FileType', FileType, { blocks: [[2300, 2349]] }),
  defineLookup('MessageType', MessageType, { blocks: [[2350, 2399]] }),
  defineLookup('OrderType', OrderType, { blocks: [[2400, 2449]] }),
  defineLookup('SecurityType', SecurityType, { blocks: [[2450, 2499]] }),
  defineLookup('Source', Source, { blocks: [[2500, 2549]] }),
  defineLookup('ContactType', ContactType, { blocks: [[2550, 2599]] }),
  defineLookup('PolicyType', PolicyType, { blocks: [[2600, 2649]] }),
  defineLookup('TradeType', TradeType, { blocks: [[2650, 2699]] }),
  defineLookup('ZoneType', ZoneType, { blocks: [[2700, 2749]] }),
  defineLookup('TicketDelivery', TicketDelivery, { blocks: [[2750, 2799]] }),
  defineLookup('TicketType', TicketType, { blocks: [[2800, 2849]] }),
  defineLookup('ApplicableObject', ApplicableObject, { blocks: [[2850, 2899]] }),
  defineLookup('WeekDay', WeekDay, { blocks: [[2900, 2949]] }),
  defineLookup('PassageLimitType', PassageLimitType, { blocks: [[2950, 2999]] }),
  defineLookup('RewardRule', RewardRule, { blocks: [[3000, 3049]] }),
  defineLookup('CodingRule', CodingRule, { blocks: [[3050, 3099]] }),
  defineLookup('AirlineRouteType', AirlineRouteType, { blocks: [[3100, 3149]] }),
  defineLookup('TrainSeatType', TrainSeatType, { blocks: [[3150, 3199]] }),
  defineLookup('Cabin', Cabin, { blocks: [[3200, 3249]] }),
  defineLookup('LowestPriceRule', LowestPriceRule, { blocks: [[3250, 3299]] }),
  defineLookup('TrainType', TrainType, { blocks: [[3300, 3349]] }),
  defineLookup('TrafficGrade', TrafficGrade, { blocks: [[3350, 3399]] }),
  defineLookup('ServiceScene', ServiceScene, { blocks: [[3400, 3449]] }),
  defineLookup('TripApprovalRule', TripApprovalRule, { blocks: [[3450, 3499]] }),
  defineLookup('RuleType', RuleType, { blocks: [[3500, 3549]] }),
  defineLookup('PriceType', PriceType, { blocks: [[3550, 3599]] }),
  defineLookup('AccountType', AccountType, { blocks: [[3600, 3649]] }),
  defineLookup('CreditType', CreditType, { blocks: [[3650, 3699]] }),
  defineLookup('InvoiceRole', InvoiceRole, { blocks: [[3700, 3749]] }),
  defineLookup('InvoiceType', InvoiceType, { blocks: [[3750, 3799]] }),
  defineLookup('TakeType', TakeType, { blocks: [[3800, 3849]] }),
  defineLookup('NotifyType', NotifyType, { blocks: [[3850, 3899]] }),
  defineLookup('SaleRuleType', SaleRuleType, { blocks: [[3900, 3949]] }),
  defineLookup('AuthType', AuthType, { blocks: [[3950, 3999]] }),
  defineLookup('NotifyContentType', NotifyContentType, { blocks: [[4000, 4049]] }),
  defineLookup('NotifyScope', NotifyScope, { blocks: [[4050, 4099]] }),
  defineLookup('ExpressType', ExpressType, { blocks: [[4100, 4149]] }),
  defineLookup('Language', Language, { blocks: [[4150, 4199]] }),
  defineLookup('SupplyCode', SupplyCode, { blocks: [[4200, 4249]] }),
  defineLookup('ChannelCode', ChannelCode, { blocks: [[4250, 4299]] }),
  defineLookup('BaggageCode', BaggageCode, { blocks: [[4300, 4349]] }),
  defineLookup('TripType', TripType, { blocks: [[4350, 4399]] }),
  defineLookup('PaymentMode', PaymentMode, { blocks: [[4400, 4449]] }),
  defineLookup('AmountMode', AmountMode, { blocks: [[4450, 4499]] }),
  defineLookup('NotifyChannel', NotifyChannel, { blocks: [[4500, 4549]] }),
  defineLookup('FareCategory', FareCategory, { blocks: [[4550, 4599]] }),
  defineLookup('ApprovalRole', ApprovalRole, { blocks: [[4600, 4649]] }),
  defineLookup('AuthState', AuthState, { blocks: [[4650, 4699]] }),
  defineLookup('PassengerType', PassengerType, { blocks: [[4800, 4849]] }),
  defineLookup('OrderStatus', OrderStatus, { blocks: [[10000, 10099]] }),
  defineLookup('WorkStatus', WorkStatus, { blocks: [[10100, 10299]] }),
  defineLookup('FlightChangeStatus', FlightChangeStatus, { blocks: [[10300, 10399]] }),
  defineLookup('AmendStatus', AmendStatus, { blocks: [[10400, 10499]] }),
  defineLookup('TradeStatus', TradeStatus, { blocks: [[10500, 10599]] }),
  defineLookup('BillStatus', BillStatus, { blocks: [[10600, 10699]] }),
  defineLookup('ActiveStatus', ActiveStatus, { blocks: [[10700, 10799]] }),
  defineLookup('PolicyState', PolicyState, { blocks: [[10800, 10899]] }),
  defineLookup('AuditStatus', AuditStatus, { blocks: [[10900, 10999]] }),
  defineLookup('ApplyStatus', ApplyStatus, { blocks: [[11000, 11099]] }),
  defineLookup('RefundStatus', RefundStatus, { blocks: [[11100, 11199]] }),
  defineLookup('OverdueStatus', OverdueStatus, { blocks: [[11200, 11299]] }),
  defineLookup('DemandStatus', DemandStatus, { blocks: [[11300, 11399]] }),
  defineLookup('WithdrawStatus', WithdrawStatus, { blocks: [[11400, 11499]] }),
  defineLookup('ApprovalRecordType', ApprovalRecordType, { blocks: [[11500, 11599]] }),
  defineLookup('DealStatus', DealStatus, { blocks: [], aliasOf: 'OrderStatus' }),
  defineLookup('FlightPolicyState', FlightPolicyState, { blocks: [], aliasOf: 'PolicyState' }),
] as const;
