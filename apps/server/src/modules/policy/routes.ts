import {
  ApprovalRuleGet,
  ApprovalRuleSave,
  CityCategoryCities,
  CityCategoryDelete,
  CityCategoryDetails,
  CityCategoryOf,
  CityCategoryUpdate,
  TripRuleDelete,
  TripRuleDetails,
  TripRuleList,
  TripRuleOptions,
  TripRuleUpdate,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getApprovalRules, saveApprovalRules } from './approval-settings.ts';
import { allCities } from './cities.ts';
import { deleteCityCategory } from './delete-city-category.ts';
import { deleteTripRule } from './delete-trip-rule.ts';
import { getCategoryOfCity, getCityCategory } from './list-city-categories.ts';
import { getTripRule, listTripRules } from './list-trip-rules.ts';
import { saveCityCategory } from './save-city-category.ts';
import { saveTripRule } from './save-trip-rule.ts';
import { tripRuleOptions } from './trip-rule-options.ts';

// The travel policy's calls (issue 4 section 1): trip rules and approval-rule settings (btrip group), city
// categories (system group). Violation reasons and travel purposes are resources of the kit.

export const policyCalls: TBoundCall[] = [
  bind(TripRuleList, async (ctx, p) => listTripRules(ctx, p)),
  bind(TripRuleDetails, async (ctx, p) => getTripRule(ctx, p)),
  bind(TripRuleUpdate, async (ctx, p) => saveTripRule(ctx, p)),
  bind(TripRuleDelete, async (ctx, p) => deleteTripRule(ctx, p)),
  bind(TripRuleOptions, async (ctx, p) => tripRuleOptions(ctx, p)),
  bind(CityCategoryDetails, async (ctx, p) => getCityCategory(ctx, p)),
  bind(CityCategoryUpdate, async (ctx, p) => saveCityCategory(ctx, p)),
  bind(CityCategoryDelete, async (ctx, p) => deleteCityCategory(ctx, p)),
  bind(CityCategoryCities, async (ctx) => ({ Entities: allCities(ctx.lang) })),
  bind(CityCategoryOf, async (ctx, p) => getCategoryOfCity(ctx, p)),
  bind(ApprovalRuleGet, async (ctx, p) => getApprovalRules(ctx, p)),
  bind(ApprovalRuleSave, async (ctx, p) => saveApprovalRules(ctx, p)),
];
