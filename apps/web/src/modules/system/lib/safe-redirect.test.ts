import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/System/User/Main')).toBe('/System/User/Main');
    expect(safeRedirect('/mall/booking?x=1#top')).toBe('/mall/booking?x=1#top');
  });

  it('falls back for missing or foreign targets', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'System/User/Main',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/a\nb',
      'javascript:alert(1)',
      '/' + 'a'.repeat(2001),
    ]) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });

  it('keeps encoded characters inside the path, where they stay on this site', () => {
    expect(safeRedirect('/%0a//evil')).toBe('/%0a//evil');
  });

  it('does not return to the login, registration or reset pages', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/Company/Register')).toBe('/');
    expect(safeRedirect('/reset/')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/System/User/Main')).toBe('/System/User/Main');
  });
});
