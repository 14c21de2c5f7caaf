import {
  PaymentMode,
  ServiceType,
  TRAIN_ORDER_PAY_MINUTES,
  normaliseTrainSeat,
  trainPassengerFullName,
  type TTrainCreateOrderRequest,
  type TTrainOrderDetail,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { findApprovedApplication } from '../btrip/index.ts';
import { createOrder, joinTravellerNames, setOrderLinks, submitOrder } from '../order/index.ts';
import { ownCompany } from '../org/index.ts';
import { enforceBookingRules } from '../policy/index.ts';
import { createPaymentDeal } from '../trade/index.ts';
import { refuseRepeats, refuseRepeatsOnViolation } from './check-repeat-order.ts';
import { passengerFares, priceTrain, rideColumns, splitFen } from './price-train.ts';
import { inServiceHours, parseServiceHours } from './sale-window.ts';
import { reserveSeats } from './seat-stock.ts';
import { trainOrderPassengers, trainOrders } from './tables.ts';
import { policyTravellerIds, trainBookingFee, trainBookingSettings, trainVerdict } from './train-order-policy.ts';
import { orderDetailView, trainOrderTitle } from './train-order-view.ts';

// TrainOrder/CreateOrder (issue 6 section 3): the booking, as one transaction that reads as the business story.

const PAY_MS = TRAIN_ORDER_PAY_MINUTES * 60_000;

/**
 * Books a train for the caller's company:
 * 1. the rail supplier prices the train now (the payload's prices, if any, are never read), each passenger at their
 *    fare (a child's is half; fares.ts);
 * 2. a passenger who already holds a ticket on the train that day is refused (one live ticket each: a unique index
 *    keeps it under concurrency, check-repeat-order.ts);
 * 3. the travel policy judges the seat for every traveller, and the company's approval rules decide whether the
 *    booking may go on (a violation needs a valid reason) and whether it needs approval;
 * 4. the TMC's service fee is added;
 * 5. the seats are taken from the supplier's stock, never more than are left;
 * 6. the order engine creates the order (WaitBooking) and its goods are stored;
 * 7. the amount is owed as a trade deal, frozen at once on the company's Balance or Credit account (offline), or
 *    paid at the cashier (online);
 * 8. with Submit, the order is submitted in the same transaction.
 * Unsubmitted or unpaid, it is cancelled after TRAIN_ORDER_PAY_MINUTES (order/order-timeout.ts).
 */
export const createTrainOrder = async (
  ctx: TAuthedContext,
  p: TTrainCreateOrderRequest,
): Promise<TTrainOrderDetail> => {
  const s = ctx.session;
  const now = ctx.clock.now();
  if (!inServiceHours(now, parseServiceHours(ctx.config.trainServiceHours)))
    throw new BizError('train.errors.outOfServiceHours');
  const priced = priceTrain(p.Train, now);
  const count = p.Passengers.length;
  const fares = passengerFares(priced.seat.priceFen, p.Passengers, p.Train.TrainDate, now);
  const companyId = s.companyId;
  const ticketKey = { trainNo: priced.train.trainNo, trainDate: p.Train.TrainDate };

  const booking = () =>
    ctx.db.transaction(async (tx) => {
      const travellerIds = policyTravellerIds(
        s.userId,
        p.Passengers.map((x) => x.UserID ?? ''),
      );
      const settings = await trainBookingSettings(tx, companyId, travellerIds);
      const verdict = trainVerdict(settings, priced, now);
      const approvalNoValid = p.ApprovalNo
        ? (await findApprovedApplication(tx, ownCompany(s), p.ApprovalNo, travellerIds[0]!)) !== null
        : undefined;
      const enforced = await enforceBookingRules(
        tx,
        ctx,
        {
          service: 'train',
          companyId,
          policyLevel: verdict.level,
          violationReasonId: p.ViolationReasonID || undefined,
          violationReasonText: p.ViolationReasonText || undefined,
          costCenterId: p.CostCenterID || undefined,
          projectId: p.ProjectID || undefined,
          approvalNo: p.ApprovalNo || undefined,
          approvalNoValid,
          travelPurposeId: p.TravelPurposeID || undefined,
          remark: p.Remark || undefined,
          forOthers: p.Passengers.some((x) => x.UserID !== s.userId),
          externalPassengers: p.Passengers.some((x) => !x.UserID),
        },
        settings.approval,
      );

      await refuseRepeats(tx, ctx, companyId, ticketKey, p.Passengers);

      const ticketsFen = fares.reduce((sum, f) => sum + f.priceFen, 0);
      const feeFen = trainBookingFee(settings, ticketsFen, count);
      const taken = await reserveSeats(
        tx,
        {
          trainDate: p.Train.TrainDate,
          trainNo: priced.train.trainNo,
          fromStation: priced.train.from.code,
          toStation: priced.train.to.code,
          seatType: priced.seat.seatType as TTrainSeatType,
        },
        count,
        now,
      );
      if (!taken.reserved) throw new BizError('trainOrder.errors.soldOut', { remaining: taken.remaining });

      const names = p.Passengers.map((x) => trainPassengerFullName(x));
      const offline = p.PaymentMode === PaymentMode.Offline;
      const header = await createOrder(tx, {
        service: ServiceType.Train,
        companyId,
        bookerId: s.userId,
        departmentId: s.ticket.DepartmentID || null,
        actor: 'booker',
        userId: s.userId,
        payMode: p.PaymentMode,
        accountType: offline ? p.AccountType : null,
        totalFen: ticketsFen + feeFen,
        serviceFeeFen: feeFen,
        title: trainOrderTitle({
          fromStation: priced.train.from.code,
          fromStationName: priced.train.from.name,
          toStation: priced.train.to.code,
          toStationName: priced.train.to.name,
          trainNo: priced.train.trainNo,
        }),
        travelDate: p.Train.TrainDate,
        travellerNames: joinTravellerNames(names),
        contactName: p.Contact.Name,
        contactMobile: p.Contact.Mobile,
        contactEmail: p.Contact.Email,
        invoiceTitle: p.Invoice?.Title ?? '',
        invoiceTaxNo: p.Invoice?.TaxNo ?? '',
        invoiceRecipient: p.Invoice?.Recipient ?? '',
        invoiceMobile: p.Invoice?.Mobile ?? '',
        invoiceAddress: p.Invoice?.Address ?? '',
        policyLevel: verdict.level,
        violations: verdict.violations.map((v) => ({
          code: v.code,
          level: v.level,
          message: v.message,
          userId: v.UserID ?? '',
        })),
        violationReasonId: enforced.violationReason?.id ?? '',
        violationReason: enforced.violationReason
          ? [enforced.violationReason.name, p.ViolationReasonText].filter(Boolean).join(': ')
          : '',
        needsApproval: enforced.needsApproval,
        travelPurposeId: p.TravelPurposeID ?? '',
        costCenterId: p.CostCenterID ?? '',
        projectId: p.ProjectID ?? '',
        approvalNo: p.ApprovalNo,
        remark: p.Remark,
        payDeadline: new Date(now.getTime() + PAY_MS),
        now,
      });
      const deal = await createPaymentDeal(tx, {
        companyId,
        by: s.userId,
        amountFen: header.totalFen,
        subject: header.title,
        order: { service: 'train', uniqueId: header.uniqueId },
        // Offline: the money is held now and paid at issue; a company without enough available is refused here.
        freezeOn: offline ? p.AccountType : undefined,
        now,
      });
      const created = await setOrderLinks(tx, header.id, { dealId: deal.id });

      await tx.insert(trainOrders).values({
        orderId: created.id,
        companyId,
        ...rideColumns(priced, p.Train.TrainDate),
        createdAt: now,
      });
      const fees = splitFen(feeFen, count);
      await tx.insert(trainOrderPassengers).values(
        p.Passengers.map((x, i) => ({
          orderId: created.id,
          companyId,
          seq: i + 1,
          surname: x.Surname,
          givenName: x.GivenName,
          fullName: names[i]!,
          cardType: x.CardType,
          cardNo: x.CardNo,
          mobile: x.Mobile ?? '',
          userId: x.UserID || null,
          // Seats are a preference: the chosen ones go to the passengers in order, the others have none.
          seat: p.Seats[i] ? normaliseTrainSeat(p.Seats[i]) : '',
          status: 'Booked',
          passengerType: fares[i]!.fareType,
          priceFen: fares[i]!.priceFen,
          serviceFeeFen: fees[i]!,
          trainNo: priced.train.trainNo,
          trainDate: p.Train.TrainDate,
        })),
      );
      if (!p.Submit) return { order: created, messageIds: [] };
      return submitOrder(tx, ctx, { order: created, company: ownCompany(s), userId: s.userId });
    });
  const { order } = await refuseRepeatsOnViolation(ctx, booking, {
    companyId,
    train: ticketKey,
    passengers: p.Passengers,
  });
  ctx.succeed(p.Submit ? 'trainOrder.messages.submitted' : 'trainOrder.messages.created');
  return orderDetailView(ctx.db, order, { actors: ['booker'], userId: s.userId, lang: ctx.lang, now });
};
