import { common } from './common.ts';
import { shell } from './shell.ts';
import { account } from './account.ts';
import { mall } from './mall.ts';
import { system } from './system.ts';
import { kit } from './kit.ts';

// What the shell and the first pages (`/` and `/login`) show, loaded alone on a first visit (docs/performance.md
// "First page"); index.ts adds the rest. A text these screens show must come from one of these files: the browser
// test e2e/perf/first-load.spec.ts fails on a key they miss.
export const zhCNFirst = {
  ...common,
  ...shell,
  ...account,
  ...mall,
  ...system,
  ...kit,
} as const;
