// TanStack Query keys of the order screens, under the product's service: a product's own screens (the booking, the
// refund and change screens) refresh the order screens' data through the same keys (trains: lib/booking-keys.ts).

export const orderDetailKey = (service: string, uniqueId: string) => [service, 'order', uniqueId] as const;
export const orderAmendsKey = (service: string, uniqueId: string) => [service, 'amends', uniqueId] as const;
export const orderExtrasKey = (service: string, uniqueId: string) =>
  [...orderDetailKey(service, uniqueId), 'extras'] as const;
export const orderListKey = (service: string, side: 'desk' | 'mine') => [service, 'orders', side] as const;
export const amendListKey = (service: string) => [service, 'amend-desk'] as const;
