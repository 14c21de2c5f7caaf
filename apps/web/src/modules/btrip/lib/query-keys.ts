// TanStack Query keys of the btrip screens.
export const BTRIP_KEY = ['btrip'] as const;
export const BTRIP_LIST_KEY = ['btrip', 'list'] as const;
export const BTRIP_COMPANY_LIST_KEY = ['btrip', 'company-list'] as const;
export const btripDetailKey = (id: string) => ['btrip', 'detail', id] as const;
export const BTRIP_OPTIONS_KEY = ['btrip', 'options'] as const;
export const BTRIP_CHOICES_KEY = ['btrip', 'choices'] as const;
export const BTRIP_CITIES_KEY = ['btrip', 'cities'] as const;
export const btripProjectsKey = (keyWords: string) => ['btrip', 'projects', keyWords] as const;
