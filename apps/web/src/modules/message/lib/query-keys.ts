// TanStack Query keys of the message template screens.
export const MESSAGE_TEMPLATE_KEY = ['message', 'template'] as const;
export const templateDetailKey = (company: string, key: string) =>
  [...MESSAGE_TEMPLATE_KEY, 'detail', company, key] as const;
export const templatePreviewKey = (key: string, cn: string, en: string) =>
  [...MESSAGE_TEMPLATE_KEY, 'preview', key, cn, en] as const;
