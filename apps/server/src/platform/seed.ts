import { eq } from 'drizzle-orm';
import type { TDeps, TModule } from './calls/types.ts';
import { appMeta } from './tables.ts';

const MARK = 'demo_seeded';

/** Seeds demo data once, into an empty database, module by module in one transaction. */
export const seedDemoData = async (deps: TDeps, modules: TModule[]): Promise<boolean> => {
  const done = await deps.db.select().from(appMeta).where(eq(appMeta.key, MARK)).limit(1);
  if (done.length > 0) return false;
  await deps.db.transaction(async (tx) => {
    // The marker row is taken first, so two instances starting together seed only once.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: MARK, value: deps.clock.now().toISOString(), updatedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    for (const m of modules) await m.seedDemo?.(tx, deps);
  });
  return true;
};
