import { contactResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/User/:UserID/ContactInfo`: the caller's own contacts (no RoleID: the caller's rows). */
const UserContactPage = () => <ResourceListPage resource={contactResource} />;

export default UserContactPage;
