// TanStack Query keys of the adapter screens.
export const smsDetailKey = (id: string) => ['adapter', 'sms', 'detail', id] as const;
export const adviseDetailKey = (id: string) => ['adapter', 'advise', 'detail', id] as const;
