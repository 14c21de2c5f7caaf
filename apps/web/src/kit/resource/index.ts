// The web half of the resource kit: a back-office list page and form drawer built from defineResource.
export {
  ResourceListPage,
  type TResourceListPageProps,
  type TResourceListContext,
  type TResourceRow,
} from './ResourceListPage.tsx';
export { ResourceFormDrawer, type TResourceFormDrawerProps } from './ResourceFormDrawer.tsx';
export { ResourceSearchForm } from './ResourceSearchForm.tsx';
export { useRefOptions, useFieldRefOptions, refQueryPrefix } from './use-ref-options.ts';
export { buildRefOptions, disableSubtree, type TRefOptions, type TRefOption, type TRefTreeNode } from './ref-tree.ts';
export { resourceKey, resourceListKey, resourceDetailsKey } from './query-keys.ts';
export * from './resource-values.ts';
export { FormDrawerShell, type TFormBodyProps } from './FormDrawerShell.tsx';
