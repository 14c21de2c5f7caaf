import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

// Auto-waiting checks on top of vitest's expect.poll (playwright-core has no expect of its own). CI runs two
// browsers and two servers on two CPUs: a first page of a cold server can take more than 15 s there.
const timeout = 30000;

export const visible = async (l: Locator) => l.first().waitFor({ state: 'visible', timeout });
export const gone = async (l: Locator) => expect.poll(() => l.count(), { timeout }).toBe(0);
export const hasText = async (l: Locator, text: string) =>
  expect
    .poll(
      () =>
        l
          .first()
          .innerText()
          .catch(() => ''),
      { timeout },
    )
    .toBe(text);
export const containsText = async (l: Locator, text: string) =>
  expect
    .poll(
      () =>
        l
          .first()
          .innerText()
          .catch(() => ''),
      { timeout },
    )
    .toContain(text);
export const hasAttr = async (l: Locator, name: string, value: string) =>
  expect
    .poll(
      () =>
        l
          .first()
          .getAttribute(name)
          .catch(() => null),
      { timeout },
    )
    .toBe(value);
