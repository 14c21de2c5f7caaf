import type { TModule } from '../platform/calls/types.ts';
import { systemModule } from './system/index.ts';

/** Every business module, in dependency order. */
export const modules: TModule[] = [systemModule];
