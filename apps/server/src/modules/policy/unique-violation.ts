// One shared check (platform/db/unique-violation.ts).
export { isUniqueViolation } from '../../platform/db/unique-violation.ts';
