import type { TResource } from '@opentmc/contracts';

// TanStack Query keys of resource screens: everything of one resource shares a prefix, so a save
// or a delete refreshes its list and details at once.
export const resourceKey = (resource: Pick<TResource, 'key'>) => ['resource', 'rows', resource.key] as const;
export const resourceListKey = (resource: Pick<TResource, 'key'>, payload: Record<string, unknown>) =>
  [...resourceKey(resource), 'list', payload] as const;
export const resourceDetailsKey = (resource: Pick<TResource, 'key'>, id: string, companyId?: string) =>
  [...resourceKey(resource), 'details', id, companyId ?? ''] as const;
