import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// The accessibility check of issue 15: axe-core (pinned in e2e/package.json) run inside the page. Its source is
// added to the page as a script, so the browser needs no download and no extension; the page must be opened with
// openBrowser({ bypassCSP: true }), since the site's policy refuses scripts that are not its own files.

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the page's finite animations (page slides, fades) have ended, so colours are read as they end up. */
const settled = async (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 15000 },
  );

/**
 * axe-core's serious and critical violations on the page as it is now (its default rules: WCAG 2.1 A and AA and
 * best practices), one line each: rule, impact, the node's selector and what is wrong with it.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target}: ${n.summary.replace(/\s+/g, ' ').trim()}`),
    );
};
