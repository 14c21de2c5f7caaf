import {
  CompanyInfoDetails,
  CompanyInfoHandover,
  CompanyInfoReceivers,
  CompanyInfoSave,
  ConfigInfoCompanies,
  ConfigInfoDetails,
  ConfigInfoSave,
  GetInviteInfo,
  InviteInfoJoin,
  InviteInfoMatch,
  InviteInfoNotify,
  InviteInfoSave,
  UpdateSuperUser,
  UserInfoDetails,
  UserInfoSave,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { createInvite } from './create-invite.ts';
import { getCompanyConfig } from './get-company-config.ts';
import { getCompanyProfile } from './get-company-profile.ts';
import { getInviteInfo } from './get-invite-info.ts';
import { userInfoOf } from './get-user-info.ts';
import { handoverCompanyAdmin } from './handover-company-admin.ts';
import { joinCompanyByInvite } from './join-company-by-invite.ts';
import { listConfigCompanies } from './list-config-companies.ts';
import { listHandoverReceivers } from './list-handover-receivers.ts';
import { matchInvite } from './match-invite.ts';
import { notifyInvite } from './notify-invite.ts';
import { saveCompanyConfig } from './save-company-config.ts';
import { saveCompanyProfile } from './save-company-profile.ts';
import { saveUserInfo } from './save-user-info.ts';
import { updateSuperUser } from './update-super-user.ts';

// The company profile, company authority, invites, configuration and the user's own profile (issue 3).

export const companyCalls: TBoundCall[] = [
  bind(CompanyInfoDetails, async (ctx, p) => getCompanyProfile(ctx, p.CompanyID)),
  bind(CompanyInfoSave, async (ctx, p) => saveCompanyProfile(ctx, p)),
  bind(CompanyInfoReceivers, async (ctx, p) => listHandoverReceivers(ctx, p.KeyWords)),
  bind(CompanyInfoHandover, async (ctx, p) => handoverCompanyAdmin(ctx, p)),
  bind(UpdateSuperUser, async (ctx, p) => updateSuperUser(ctx, p)),
  bind(InviteInfoSave, async (ctx, p) => createInvite(ctx, p)),
  bind(InviteInfoMatch, async (ctx, p) => matchInvite(ctx, p.InviteCode)),
  bind(InviteInfoNotify, async (ctx, p) => notifyInvite(ctx, p)),
  bind(InviteInfoJoin, async (ctx, p) => joinCompanyByInvite(ctx, p.InviteCode)),
  bind(GetInviteInfo, async (ctx, p) => getInviteInfo(ctx, p.inviteCode)),
  bind(ConfigInfoDetails, async (ctx, p) => getCompanyConfig(ctx, p.CompanyID)),
  bind(ConfigInfoSave, async (ctx, p) => saveCompanyConfig(ctx, p)),
  bind(ConfigInfoCompanies, async (ctx, p) => listConfigCompanies(ctx, p.KeyWords)),
  bind(UserInfoDetails, async (ctx) => userInfoOf(ctx.db, ctx.session.userId)),
  bind(UserInfoSave, async (ctx, p) => saveUserInfo(ctx, p)),
];
