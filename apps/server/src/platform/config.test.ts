import { describe, expect, it } from 'vitest';
import { readConfig, startupLine } from './config.ts';

// Defaults that keep a fresh install safe (issue 14 items 5 and 6): the demo (published passwords, a payment
// simulator) listens on this machine only, and production marks the session cookie Secure.

describe('listen address', () => {
  it('is 127.0.0.1 for the demo (on by default with the embedded database) unless HOST is set', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ DEMO: '1', DATABASE_URL: 'postgres://h/db' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ DEMO: '1', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('is every interface without the demo', () => {
    expect(readConfig({ DEMO: '0' }).host).toBe('0.0.0.0');
    expect(readConfig({ DATABASE_URL: 'postgres://h/db' }).host).toBe('0.0.0.0');
  });
});

describe('secure cookies', () => {
  it('are on by default when NODE_ENV is production, and can be turned off', () => {
    expect(readConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', SECURE_COOKIES: '0' }).secureCookies).toBe(false);
  });

  it('are off by default otherwise, and can be turned on', () => {
    expect(readConfig({}).secureCookies).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).secureCookies).toBe(false);
    expect(readConfig({ SECURE_COOKIES: '1' }).secureCookies).toBe(true);
  });
});

describe('the start-up line', () => {
  const demoLogin = { account: 'admin', password: 'Trip@2026' };

  it('names the address and, for the demo, an account and its password', () => {
    expect(startupLine(readConfig({ PORT: '8080' }), demoLogin)).toBe(
      'OpenTMC is up at http://127.0.0.1:8080 (demo: log in as admin / Trip@2026; every demo account is in README.md)',
    );
  });

  it('names a reachable address when listening on every interface, and no login without the demo', () => {
    expect(startupLine(readConfig({ PORT: '9000', DEMO: '0' }), undefined)).toBe(
      'OpenTMC is up at http://localhost:9000',
    );
    expect(startupLine(readConfig({ PORT: '9000', DEMO: '0', HOST: '::' }), undefined)).toBe(
      'OpenTMC is up at http://localhost:9000',
    );
    expect(startupLine(readConfig({ PORT: '9000', DEMO: '0', HOST: '::1' }), undefined)).toBe(
      'OpenTMC is up at http://[::1]:9000',
    );
  });
});
