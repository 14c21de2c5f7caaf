import { AMEND_FINAL_STATUSES, type TAmendStatus, type TTrainAmend, type TTrainChange } from '@opentmc/contracts';

// The money of a train change (ADR 0021) as the screens show it. A change call's reply (TTrainChange) carries every
// amount; the amend lists (AmendDetails) carry the amend's columns: Price = the new tickets, Fee = the railway's fee
// plus the change fee, ServiceFee, RefundAmount, and the passengers' ticket prices — the old ones until the change is
// made. What the client pays is new − old + fees + service fee when that is positive (quoteChange on the server).

export type TChangeMoney = {
  old: number;
  new: number;
  difference: number;
  fees: number;
  serviceFee: number;
  pay: number;
  refund: number;
};

const fen = (yuan: number) => Math.round(yuan * 100);
const yuan = (f: number) => f / 100;

/** The amounts of a change; from the change call's reply when there is one, else from the amend's columns. */
export const changeMoney = (amend: TTrainAmend, change?: TTrainChange): TChangeMoney => {
  if (change)
    return {
      old: change.OldPrice,
      new: change.NewPrice,
      difference: change.Difference,
      fees: yuan(fen(change.RailwayFee) + fen(change.ChangeFee)),
      serviceFee: change.ServiceFee,
      pay: change.PayAmount,
      refund: change.RefundAmount,
    };
  const oldFen = amend.Passengers.reduce((s, p) => s + fen(p.Price), 0);
  const newFen = fen(amend.Price);
  const net = newFen - oldFen + fen(amend.Fee) + fen(amend.ServiceFee);
  return {
    old: yuan(oldFen),
    new: yuan(newFen),
    difference: yuan(newFen - oldFen),
    fees: amend.Fee,
    serviceFee: amend.ServiceFee,
    pay: yuan(Math.max(0, net)),
    refund: amend.RefundAmount,
  };
};

/** A change still open: the old prices are still on its passengers, so the amend's columns tell its money. */
export const changeOpen = (amend: TTrainAmend) =>
  amend.Kind === 'change' && !AMEND_FINAL_STATUSES.includes(amend.AmendStatus as TAmendStatus);

/** The new ticket's price per passenger a price check starts from: the rail fare the change was asked at. */
export const railFarePerTicket = (amend: TTrainAmend) =>
  amend.Passengers.length ? yuan(Math.round(fen(amend.Price) / amend.Passengers.length)) : 0;
