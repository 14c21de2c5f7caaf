import type { TModule } from '../../platform/calls/types.ts';
import { baseCalls } from './routes.ts';

/** The base group: lookup lists (spec section 3) with titles in the caller's language. */
export const baseModule: TModule = {
  name: 'base',
  calls: baseCalls,
};
