import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import type { TResource, TResourcePage } from '@opentmc/contracts';

type TPageModule = { default: ComponentType };

/**
 * A screen of the kit: its page (path and title, from `@opentmc/contracts/routes`, without Zod) and either the module
 * page that dresses the list (its cells) or the definition, loaded with its chunk, that the kit draws alone.
 */
export type TResourceScreen = { page: TResourcePage } & (
  { load: () => Promise<TPageModule> } | { resource: () => Promise<TResource> }
);

/** A route of the router: the path and title of the definition's page, a chunk of its own. */
export type TResourceRoute = { path: string; title: string; Page: LazyExoticComponent<ComponentType> };

/**
 * The routes of the kit's screens (spec section 2 paths); the menu entry comes from the same page through the action
 * catalogue (contracts system/actions.ts, resourceLeaf). `wrap` adds what every page waits for (texts, feedback hooks).
 */
export const resourceRoutes = (
  screens: readonly TResourceScreen[],
  wrap: (load: () => Promise<TPageModule>) => () => Promise<TPageModule>,
): TResourceRoute[] =>
  screens.map((s) => {
    const load =
      'load' in s
        ? s.load
        : () =>
            Promise.all([s.resource(), import('./ResourceListPage.tsx')]).then(([resource, m]) => ({
              // A company's resource takes the client company from the path (`/System/Company/:CompanyID/…`).
              default: function ResourceScreen() {
                return <m.ResourceListPage resource={resource} companyId={useParams().CompanyID} />;
              },
            }));
    return { path: s.page.path, title: s.page.title, Page: lazy(wrap(load)) };
  });
