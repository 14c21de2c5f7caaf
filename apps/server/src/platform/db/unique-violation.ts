// PostgreSQL reports a broken unique index as SQLSTATE 23505; drizzle wraps the driver error in `cause`.
type TPgError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

const violationOf = (err: unknown): TPgError | null => {
  for (let e = err as TPgError | undefined, depth = 0; e && depth < 4; e = e.cause as TPgError | undefined, depth++) {
    if (e.code === '23505') return e;
  }
  return null;
};

/** Whether an error is a unique violation (two writes raced past the checks), optionally of one named index. */
export const isUniqueViolation = (err: unknown, index?: string): boolean => {
  const e = violationOf(err);
  if (!e) return false;
  if (!index) return true;
  // node-postgres names the index in `constraint`; PGlite only in the message.
  return e.constraint === index || (typeof e.message === 'string' && e.message.includes(index));
};
