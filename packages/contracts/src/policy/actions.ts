// Action codes of the travel-policy screens (issue 4 section 1); each is a menu leaf of the policy group in
// system/actions.ts. Kept here, without imports, so the policy contracts and the catalogue can both use them.

export const PolicyAction = {
  /** Trip rules: /System/Company/{CompanyID}/TripRule and the btrip TripRule calls. */
  tripRules: 'policy.tripRule',
  /** City categories: /system/cityCategory/list. */
  cityCategories: 'policy.cityCategory',
  /** Violation reasons: /System/ContraryReason/{CompanyID}/ContraryUpdate. */
  contraryReasons: 'policy.contraryReason',
  /** Travel purposes: /System/TravePurpose/{CompanyID}/TravePurposeUpdate. */
  travelPurposes: 'policy.travelPurpose',
  /** Approval-rule settings: /System/approvalSet/{CompanyID}/list and /System/approvalSet/detail. */
  approvalSet: 'policy.approvalSet',
} as const;
