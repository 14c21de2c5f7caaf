import { describe, expect, it } from 'vitest';
import { activeTopMenu, loginPath, slideDirection, withParam } from './navigation.ts';

describe('loginPath', () => {
  it('carries the wanted path and query as redirect', () => {
    expect(loginPath('/System/User/Main')).toBe('/login?redirect=%2FSystem%2FUser%2FMain');
    const url = new URL(loginPath('/mall/booking?a=1&b=2'), 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/mall/booking?a=1&b=2');
  });

  it('needs no redirect for the home page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('')).toBe('/login');
  });
});

describe('withParam', () => {
  it('puts the parameter under its new name', () => {
    expect(withParam('/User/Register', 'invite', 'AB12')).toBe('/User/Register?invite=AB12');
    expect(withParam('/x?y=1', 'invite', 'a b')).toBe('/x?y=1&invite=a+b');
    expect(withParam('/User/Register', 'invite', undefined)).toBe('/User/Register');
  });
});

describe('slideDirection', () => {
  it('slides left on push and replace, right when going back', () => {
    expect(slideDirection('PUSH', 2, 3)).toBe('forward');
    expect(slideDirection('REPLACE', 3, 3)).toBe('none');
    expect(slideDirection('REPLACE', 3, 4)).toBe('forward');
    expect(slideDirection('POP', 3, 2)).toBe('back');
    expect(slideDirection('POP', 2, 3)).toBe('forward');
  });

  it('does not slide on the first page or without history indexes', () => {
    expect(slideDirection('POP', null, 0)).toBe('none');
    expect(slideDirection('POP', 2, null)).toBe('none');
  });
});

describe('activeTopMenu', () => {
  it('matches the spec top menu, ignoring case and trailing slashes', () => {
    expect(activeTopMenu('/')).toBe('home');
    expect(activeTopMenu('/mall/booking')).toBe('booking');
    expect(activeTopMenu('/System/serve/contact')).toBe('contact');
    expect(activeTopMenu('/btripplatform/main/')).toBe('btrip');
    expect(activeTopMenu('/train')).toBe('app');
    expect(activeTopMenu('/trainx')).toBeNull();
    expect(activeTopMenu('/System/about')).toBeNull();
  });

  it('puts the train screens under the booking centre: only /train itself is the app download', () => {
    expect(activeTopMenu('/train/refundTicket')).toBe('booking');
    expect(activeTopMenu('/TRAIN/refundTicket/')).toBe('booking');
    expect(activeTopMenu('/mall/train/list')).toBe('booking');
    expect(activeTopMenu('/mall/flight/Internal/list')).toBe('booking');
    expect(activeTopMenu('/mall/flightCN/flightList')).toBe('booking');
    expect(activeTopMenu('/order/orderSeat')).toBe('booking');
    expect(activeTopMenu('/order/train/Change/T2611240000001')).toBe('booking');
    expect(activeTopMenu('/train/')).toBe('app');
    // Lists and details are the back office, under no top entry.
    expect(activeTopMenu('/order/train/list')).toBeNull();
    expect(activeTopMenu('/mall/approvals')).toBeNull();
  });
});
