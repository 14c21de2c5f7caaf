import type { TConfig } from '../../../platform/config.ts';
import type { TPaymentGateway } from './port.ts';
import { createSimGateway, type TSimGateway } from './sim.ts';

// The gateways a server knows, one set per configuration (each test app has its own, with its own simulator
// records). PAYMENT_GATEWAY picks the one new payments are opened with. The simulator is known only while it is the
// active gateway: its key is a development default, so nothing it signs counts anywhere else.

export type { TGatewayPayment, TGatewayQuery, TGatewayStatus, TPaymentGateway } from './port.ts';
export { createSimGateway, type TSimGateway } from './sim.ts';

type TGateways = { sim: TSimGateway; byProvider: Map<string, TPaymentGateway> };

const registries = new WeakMap<TConfig, TGateways>();

const gatewaysOf = (config: TConfig): TGateways => {
  let g = registries.get(config);
  if (!g) {
    const sim = createSimGateway(config.paymentSimSecret);
    const byProvider = new Map<string, TPaymentGateway>();
    if (config.paymentGateway === sim.provider) byProvider.set(sim.provider, sim);
    g = { sim, byProvider };
    registries.set(config, g);
  }
  return g;
};

/** The gateway new online payments go through, or null when online payment is off. */
export const activeGateway = (config: TConfig): TPaymentGateway | null =>
  gatewaysOf(config).byProvider.get(config.paymentGateway) ?? null;

/** The gateway of a provider name (a notify's route, a stored payment), or null when unknown. */
export const gatewayOf = (config: TConfig, provider: string): TPaymentGateway | null =>
  gatewaysOf(config).byProvider.get(provider) ?? null;

/** The simulator, when it is the active gateway. */
export const activeSimulator = (config: TConfig): TSimGateway | null => {
  const g = gatewaysOf(config);
  return config.paymentGateway === g.sim.provider ? g.sim : null;
};
