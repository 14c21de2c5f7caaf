import type { TModule } from '../../platform/calls/types.ts';
import { adviseBinding } from './advise-store.ts';
import { adapterCalls } from './routes.ts';

/**
 * The adapter group's feedback (advice): sent from the chat widget and /mall/feedBack, read and
 * answered by TMC staff. (The adapter group's SMS list is served by the message module.)
 */
export const adapterModule: TModule = {
  name: 'adapter',
  calls: adapterCalls,
  // Advise/List is the kit's feedback resource.
  resources: [adviseBinding],
};
