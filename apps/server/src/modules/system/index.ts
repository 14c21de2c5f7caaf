import type { TModule } from '../../platform/calls/types.ts';
import { systemCalls } from './routes.ts';

/** The system group: site info, security (login, register, SMS codes, password reset) and menus. */
export const systemModule: TModule = {
  name: 'system',
  calls: systemCalls,
};
