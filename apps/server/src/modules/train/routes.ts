import { TrainCalcPrice, TrainSearch, TrainStationSearch } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import {
  TrainAccountDelete,
  TrainAccountList,
  TrainAccountLogin,
  TrainAccountResetPassword,
  TrainAccountResetValid,
  TrainAccountValid,
  TrainConsumerVerification,
  TrainOrderValidAccountById,
  TrainSearchValidAccount,
} from '@opentmc/contracts';
import { bindRailAccount } from './bind-rail-account.ts';
import { verifyConsumers } from './consumer-verification.ts';
import { deleteRailAccount, listRailAccounts } from './rail-accounts.ts';
import { resetRailPassword } from './reset-rail-password.ts';
import {
  checkRailCredentials,
  resetRailAccountValid,
  validRailAccount,
  validRailAccountById,
} from './validate-rail-account.ts';
import { calcRefundFee } from './calc-refund-fee.ts';
import { searchTrains } from './search-trains.ts';
import { nameIn, railCityName, searchStations } from '@opentmc/refdata';

export const trainCalls: TBoundCall[] = [
  bind(TrainStationSearch, async (ctx, p) => ({
    Entities: searchStations(p.KeyWords, p.PageSize).map((s) => ({
      StationName: nameIn(s, ctx.lang),
      StationCode: s.code,
      CityName: s.city ? railCityName(s.city, ctx.lang) : '',
      Pinyin: s.pinyin,
      Initials: s.initials,
    })),
  })),
  bind(TrainSearch, async (ctx, p) => searchTrains(ctx, p)),
  bind(TrainCalcPrice, async (ctx, p) => calcRefundFee(ctx, p)),
  // Rail booking accounts (12306) and passenger verification.
  bind(TrainAccountLogin, async (ctx, p) => bindRailAccount(ctx, p)),
  bind(TrainAccountValid, async (ctx, p) => validRailAccount(ctx, p.ID)),
  bind(TrainAccountResetValid, async (ctx, p) => resetRailAccountValid(ctx, p.ID)),
  bind(TrainAccountResetPassword, async (ctx, p) => resetRailPassword(ctx, p)),
  bind(TrainAccountList, async (ctx) => listRailAccounts(ctx)),
  bind(TrainAccountDelete, async (ctx, p) => deleteRailAccount(ctx, p.id)),
  bind(TrainSearchValidAccount, async (ctx, p) => checkRailCredentials(ctx, p)),
  bind(TrainOrderValidAccountById, async (ctx, p) => validRailAccountById(ctx, p.ID)),
  bind(TrainConsumerVerification, async (ctx, p) => verifyConsumers(ctx, p)),
];
