import { invoiceResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/User/:UserID/InvoiceInfo`: the caller's own invoice titles (no RoleID: the caller's rows). */
const UserInvoicePage = () => <ResourceListPage resource={invoiceResource} />;

export default UserInvoicePage;
