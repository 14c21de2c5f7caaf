import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODES_DOC, renderCodesDoc } from '../../../../scripts/gen-codes-doc.ts';

describe('docs/codes.md', () => {
  it('is up to date with the lookup catalogue (run `npx tsx scripts/gen-codes-doc.ts`)', () => {
    const onDisk = fs.existsSync(CODES_DOC) ? fs.readFileSync(CODES_DOC, 'utf8') : '';
    expect(onDisk === renderCodesDoc(), 'docs/codes.md is stale: run npx tsx scripts/gen-codes-doc.ts').toBe(true);
  });

  it('lists every fixed code of the spec', () => {
    const doc = renderCodesDoc();
    for (const code of [
      '1150',
      '1151',
      '1407',
      '1409',
      '1470',
      '1789',
      '1797',
      '1799',
      '10105',
      '10107',
      '10109',
      '10203',
      '10301',
      '10303',
      'S00000000120',
      'S00000000009',
    ]) {
      expect(doc).toContain(code);
    }
  });
});
