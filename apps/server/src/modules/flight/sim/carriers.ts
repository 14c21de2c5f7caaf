// The airlines the simulator flies: mainland carriers that really serve domestic routes (reference data in
// @opentmc/refdata gives their names and hubs), each with a kind that sets its fleet and cabins, its economy
// discount ladder (sub-class letter and share of the Y fare in percent, "N折" = N × 10 %), the partners that
// market its flights under their own numbers (code-shares), and how much stricter its refund and change fees are.

export type TCarrierKind = 'major' | 'full' | 'regional' | 'lowCost';

export type TLadder = readonly (readonly [subClass: string, percent: number])[];

export type TCarrier = {
  code: string;
  kind: TCarrierKind;
  /** Economy sub-classes, full fare (Y) first, deeper discounts after. */
  ladder: TLadder;
  /** Airlines that sell its flights under their own flight numbers. */
  partners: readonly string[];
  /** Percentage points added to every refund and change fee tier of its fares. */
  feeShift: number;
};

const FULL: TLadder = [
  ['Y', 100],
  ['B', 90],
  ['M', 80],
  ['H', 70],
  ['K', 60],
  ['L', 50],
  ['Q', 45],
  ['X', 40],
];
const REGIONAL: TLadder = [
  ['Y', 100],
  ['B', 90],
  ['H', 80],
  ['K', 70],
  ['L', 60],
  ['M', 50],
  ['T', 40],
];
const LOW_COST: TLadder = [
  ['Y', 100],
  ['B', 80],
  ['E', 65],
  ['H', 50],
  ['K', 40],
  ['L', 30],
  ['N', 20],
];

const c = (code: string, kind: TCarrierKind, ladder: TLadder, partners: readonly string[] = []): TCarrier => ({
  code,
  kind,
  ladder,
  partners,
  feeShift: kind === 'lowCost' ? 10 : kind === 'regional' ? 5 : 0,
});

export const CARRIERS: readonly TCarrier[] = [
  c(
    'CA',
    'major',
    [
      ['Y', 100],
      ['B', 90],
      ['M', 85],
      ['U', 80],
      ['H', 75],
      ['Q', 70],
      ['V', 65],
      ['W', 60],
      ['S', 55],
      ['T', 50],
      ['L', 45],
      ['K', 40],
    ],
    ['ZH', 'SC'],
  ),
  c(
    'MU',
    'major',
    [
      ['Y', 100],
      ['B', 90],
      ['M', 85],
      ['E', 80],
      ['H', 75],
      ['K', 70],
      ['L', 65],
      ['N', 60],
      ['R', 55],
      ['S', 50],
      ['V', 45],
      ['T', 40],
    ],
    ['FM'],
  ),
  c(
    'CZ',
    'major',
    [
      ['Y', 100],
      ['T', 95],
      ['K', 90],
      ['H', 85],
      ['M', 80],
      ['G', 75],
      ['S', 70],
      ['L', 65],
      ['Q', 60],
      ['U', 55],
      ['E', 50],
      ['V', 45],
      ['Z', 40],
    ],
    ['MF'],
  ),
  c(
    'HU',
    'major',
    [
      ['Y', 100],
      ['B', 90],
      ['H', 80],
      ['K', 75],
      ['L', 70],
      ['M', 65],
      ['X', 60],
      ['V', 55],
      ['N', 50],
      ['Q', 45],
      ['A', 40],
    ],
    ['GS', 'JD'],
  ),
  c('3U', 'full', FULL, ['EU']),
  c('ZH', 'full', FULL, ['CA']),
  c('MF', 'full', FULL, ['CZ']),
  c('FM', 'full', FULL, ['MU']),
  c('SC', 'full', FULL, ['CA']),
  c('HO', 'full', FULL),
  c('KN', 'full', FULL, ['MU']),
  c('JD', 'full', FULL, ['HU']),
  c('GS', 'full', FULL, ['HU']),
  c('8L', 'full', FULL, ['HU']),
  c('GJ', 'full', FULL),
  c('TV', 'full', FULL),
  c('DR', 'full', FULL),
  c('EU', 'regional', REGIONAL),
  c('G5', 'regional', REGIONAL),
  c('GX', 'regional', REGIONAL),
  c('NS', 'regional', REGIONAL),
  c('9C', 'lowCost', LOW_COST),
  c('AQ', 'lowCost', LOW_COST),
];

const byCode = new Map(CARRIERS.map((x) => [x.code, x]));

/** A carrier of the simulator by its designator; undefined for one it does not fly. */
export const carrierOf = (code: string): TCarrier | undefined => byCode.get(code);

/** Aircraft the kinds fly (IATA type codes; the C919 by its ICAO designator, having no IATA code yet). */
export const FLEETS: Readonly<Record<TCarrierKind, { narrow: readonly string[]; wide: readonly string[] }>> = {
  major: { narrow: ['738', '320', '321', '7M8', '32N', '32Q', 'C919'], wide: ['333', '332', '789', '359', '77W'] },
  full: { narrow: ['738', '320', '321', '7M8', '32N'], wide: ['333', '789'] },
  regional: { narrow: ['CR9', 'E90', 'C27', '320'], wide: [] },
  lowCost: { narrow: ['320', '32N', '321'], wide: [] },
};

/**
 * Terminals at airports with several (the airline's terminal, else the airport's other one); airports not listed
 * have one terminal, which tickets do not print.
 */
export const TERMINALS: Readonly<Record<string, { byAirline: Readonly<Record<string, string>>; other: string }>> = {
  PEK: { byAirline: { CA: 'T3', ZH: 'T3', SC: 'T3', '3U': 'T3', MU: 'T2', FM: 'T2' }, other: 'T2' },
  PVG: { byAirline: { MU: 'T1', FM: 'T1', HO: 'T2', '9C': 'T2' }, other: 'T2' },
  SHA: { byAirline: { MU: 'T2', FM: 'T2', HO: 'T2', '9C': 'T1', CA: 'T2' }, other: 'T2' },
  CAN: { byAirline: { CZ: 'T2', MF: 'T2' }, other: 'T1' },
  CTU: { byAirline: { CA: 'T2', '3U': 'T1', EU: 'T2' }, other: 'T2' },
  TFU: { byAirline: { CA: 'T1', '3U': 'T2', EU: 'T2' }, other: 'T1' },
  CKG: { byAirline: { CA: 'T3', '3U': 'T3', CZ: 'T3' }, other: 'T2' },
  HGH: { byAirline: { CA: 'T3', MU: 'T3', GJ: 'T4' }, other: 'T4' },
  NKG: { byAirline: { MU: 'T2', CA: 'T2' }, other: 'T1' },
  XIY: { byAirline: { MU: 'T5', HU: 'T3' }, other: 'T3' },
  WUH: { byAirline: { CZ: 'T3', MU: 'T3' }, other: 'T3' },
  KMG: { byAirline: {}, other: '' },
};

export const terminalOf = (airport: string, airline: string): string => {
  const t = TERMINALS[airport];
  return t ? (t.byAirline[airline] ?? t.other) : '';
};

/**
 * The cities with the most flights (a pair of two has dozens a day); a city that is an airline's hub comes next,
 * then the rest (a pair of two small cities has a flight or two, or none).
 */
export const BIG_CITIES: ReadonlySet<string> = new Set([
  'BJS',
  'SHA',
  'CAN',
  'SZX',
  'CTU',
  'CKG',
  'HGH',
  'XIY',
  'KMG',
  'WUH',
  'NKG',
  'CSX',
  'XMN',
  'TAO',
]);

/** A client's agreement (大客户) with an airline, as the TMC records it (flight client codes): airline and code. */
export type TAgreement = { airline: string; code: string };

/**
 * Agreement (大客户) fares: a client's contract with an airline gives its travellers economy at a share of Y, on the
 * airline's own flights (not code-shares). Which clients hold an agreement, and its code, is the TMC's record (the
 * flight client codes); the share is the airline's corporate rate in percent of Y (85 for an airline not listed).
 */
export const AGREEMENT_PERCENT: Readonly<Record<string, number>> = { CA: 78, MU: 80, CZ: 82 };
export const DEFAULT_AGREEMENT_PERCENT = 85;

export const agreementPercent = (airline: string): number => AGREEMENT_PERCENT[airline] ?? DEFAULT_AGREEMENT_PERCENT;
