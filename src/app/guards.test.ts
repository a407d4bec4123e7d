// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { createAppStorage } from '@shared/storage/storage';

import { homeRedirect, landingRedirect, publicRedirect } from './guards';

const storage = createAppStorage(window.localStorage);

beforeEach(() => window.localStorage.clear());

describe('homeRedirect', () => {
  it('sends everyone without the IsLoggedIn flag to /login', () => {
    expect(homeRedirect(storage)).toBe('/login');
    storage.set('isLoggedIn', 'false');
    expect(homeRedirect(storage)).toBe('/login');
    storage.set('token', 'abc');
    expect(homeRedirect(storage)).toBe('/login');
  });
  it("lets the flag 'true' in (the token is the API's business)", () => {
    storage.set('isLoggedIn', 'true');
    expect(homeRedirect(storage)).toBeUndefined();
  });
});

describe('publicRedirect', () => {
  it('leaves visitors on the public page', () => {
    expect(publicRedirect(storage)).toBeUndefined();
    storage.set('isLoggedIn', 'true');
    expect(publicRedirect(storage)).toBeUndefined();
  });
  it('sends a signed-in user with a token to the purchased courses', () => {
    storage.set('isLoggedIn', 'true');
    storage.set('token', 'abc');
    expect(publicRedirect(storage)).toBe('/home/course-list');
    storage.set('registerFlow', 'false');
    expect(publicRedirect(storage)).toBe('/home/course-list');
  });
  it('leaves a registration under way alone', () => {
    storage.set('isLoggedIn', 'true');
    storage.set('token', 'abc');
    storage.set('registerFlow', 'true');
    expect(publicRedirect(storage)).toBeUndefined();
  });
});

describe('landingRedirect', () => {
  it('follows the public guard, except for an entry link', () => {
    storage.set('isLoggedIn', 'true');
    storage.set('token', 'abc');
    expect(landingRedirect(storage, '')).toBe('/home/course-list');
    expect(landingRedirect(storage, '?authToken=x')).toBeUndefined();
    expect(landingRedirect(storage, '?token=x')).toBeUndefined();
  });
});
