// TanStack Query keys of the customer screens; a change invalidates the whole prefix.
export const CUSTOMERS_KEY = ['customer', 'customers'] as const;
export const SUPPLIERS_KEY = ['customer', 'suppliers'] as const;
export const STAFF_KEY = ['customer', 'staff'] as const;
export const SERVICES_KEY = ['customer', 'services'] as const;
export const LEVEL_OPTIONS_KEY = ['customer', 'levelOptions'] as const;
export const SERVICE_SUPPLIERS_KEY = ['customer', 'serviceSuppliers'] as const;
