// Action codes of the service-fee screens; a menu leaf of the policy group in system/actions.ts. Kept here, without
// imports, so the charge contracts and the catalogue can both use them.

export const ChargeAction = {
  /**
   * A company's service fees: /System/Charge/{CompanyID}/ChargeList and ChargeUpdate. Its administrator reads them;
   * TMC staff who reach the company change them (checked on the server).
   */
  serviceFees: 'charge.serviceFee',
} as const;
