// The contracts the role tests use, in one place.
export * from '@opentmc/contracts';
export { contactResource } from '@opentmc/contracts';
import { contactResource } from '@opentmc/contracts';
export const ContactInfoUpdateForTest = contactResource.calls.Update;
