// The login payload's schema, for the login form's checks: a chunk of its own with Zod, which the login page loads
// when it first checks a field, not on a first visit (docs/performance.md "First page").
export { ZLoginRequest } from '@opentmc/contracts';
