import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TCallContract, TLang, TResource } from '@opentmc/contracts';
import type { TCatalogueStore, TResourceStore } from '../resource/crud.ts';
import type { TDatabase, TDb, TTx } from '../db/database.ts';
import type { TClock } from '../clock.ts';
import type { TConfig } from '../config.ts';
import type { TJobs } from '../jobs.ts';
import type { TSession } from '../session.ts';
import type { TTenancy } from '../tenancy.ts';
import type { TSideBadgeCounters } from '../side-badges.ts';

/** What every handler can use: the platform services, shared by all modules. */
export type TDeps = {
  config: TConfig;
  database: TDatabase;
  db: TDb;
  clock: TClock;
  jobs: TJobs;
  /** Which company a call acts on, and the data range (implemented by the org module). */
  tenancy: TTenancy;
};

export type TCallContext = TDeps & {
  req: FastifyRequest;
  reply: FastifyReply;
  lang: TLang;
  t: (key: string, params?: Record<string, unknown>) => string;
  ip: string;
  /** The caller's session; always set for `auth: 'session'` calls. */
  session: TSession | null;
  /** Sets the success message (a catalogue key) of the reply. */
  succeed: (messageKey: string) => void;
};

/** The session context of a call that requires login. */
export type TAuthedContext = TCallContext & { session: TSession };

export type THandler<C extends TCallContract> = (
  ctx: C['auth'] extends 'session' ? TAuthedContext : TCallContext,
  payload: z.output<C['payload']>,
) => Promise<z.input<C['result']>>;

/** A contract with its handler: what a module's routes.ts exports. */
export type TBoundCall = {
  contract: TCallContract;
  handler: (ctx: TCallContext, payload: unknown) => Promise<unknown>;
};

export const bind = <C extends TCallContract>(contract: C, handler: THandler<C>): TBoundCall => ({
  contract,
  handler: handler as TBoundCall['handler'],
});

/**
 * A resource of the kit with the table that stores it (platform/resource/crud.ts mounts its four calls), or the
 * catalogue store that lists it.
 */
export type TResourceBinding = { resource: TResource; store: TResourceStore | TCatalogueStore };

/** A business module: its calls, and optionally its background workers. */
export type TModule = {
  name: string;
  calls: TBoundCall[];
  /** Resources of the kit: List, Details, Update and Delete are generated from each. */
  resources?: TResourceBinding[];
  /**
   * Registers pg-boss workers and schedules; runs in every process at start-up, before demo data is seeded (creating
   * the queues, which are only polled where config WORKERS is on).
   */
  workers?: (deps: TDeps) => Promise<void>;
  /** Adds this module's demo data, inside the seeding transaction, in module order. */
  seedDemo?: (tx: TTx, deps: TDeps) => Promise<void>;
  /** The side-menu badges it feeds (platform/side-badges.ts): a counter per badge key, registered with the app. */
  badges?: TSideBadgeCounters;
};
