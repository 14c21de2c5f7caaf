// PostgreSQL reports a broken unique index as SQLSTATE 23505; drizzle wraps the driver error in `cause`.
type TPgError = { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };

const pgErrorOf = (err: unknown): TPgError | null => {
  for (let e = err as TPgError | undefined, depth = 0; e && depth < 4; e = e.cause as TPgError | undefined, depth++) {
    if (e.code === '23505') return e;
  }
  return null;
};

/** Whether an error is a unique violation, optionally of one named index. */
export const isUniqueViolation = (err: unknown, index?: string): boolean => {
  const e = pgErrorOf(err);
  if (!e) return false;
  if (!index) return true;
  // node-postgres sets `constraint`; PGlite only names it in the message.
  return e.constraint === index || (typeof e.message === 'string' && e.message.includes(index));
};
