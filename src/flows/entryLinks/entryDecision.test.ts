import { describe, expect, it } from 'vitest';

import { type EntryAddress, entryLinkOf, hashRouteTarget, marketingRedirect } from './entryDecision';

const at = (parts: Partial<EntryAddress>): EntryAddress => ({
  host: 'app.example.com',
  pathname: '/',
  hash: '',
  search: '',
  ...parts,
});

describe('hashRouteTarget', () => {
  it('opens a hash route with browser routing', () => {
    expect(hashRouteTarget({ hash: '#/register?configCourseId=5', search: '' })).toBe('/register?configCourseId=5');
    expect(hashRouteTarget({ hash: '#/login', search: '' })).toBe('/login');
  });
  it("keeps the address's query, which wins over the hash's", () => {
    expect(hashRouteTarget({ hash: '#/register?configCourseId=5&stateId=2', search: '?configCourseId=9' })).toBe(
      '/register?configCourseId=9&stateId=2',
    );
  });
  it('leaves anchors, hash parameters and the root alone', () => {
    expect(hashRouteTarget({ hash: '#faqs', search: '' })).toBeUndefined();
    expect(hashRouteTarget({ hash: '#?utm_source=mail', search: '' })).toBeUndefined();
    expect(hashRouteTarget({ hash: '#/', search: '' })).toBeUndefined();
    expect(hashRouteTarget({ hash: '', search: '?a=1' })).toBeUndefined();
  });
});

describe('marketingRedirect', () => {
  const url = 'https://www.example-traffic-school.com';
  it('is off when no URL is configured', () => {
    expect(marketingRedirect(at({}))).toBeUndefined();
    expect(marketingRedirect(at({ marketingSiteUrl: '  ' }))).toBeUndefined();
  });
  it('sends a plain visitor to the configured site', () => {
    expect(marketingRedirect(at({ marketingSiteUrl: url }))).toBe(url);
  });
  it('keeps visitors on /gsa/ addresses or with a vehicleTag', () => {
    expect(marketingRedirect(at({ marketingSiteUrl: url, pathname: '/gsa/' }))).toBeUndefined();
    expect(marketingRedirect(at({ marketingSiteUrl: url, search: '?vehicleTag=G10-12345' }))).toBeUndefined();
    expect(marketingRedirect(at({ marketingSiteUrl: url, hash: '#?vehicleTag=G10-12345' }))).toBeUndefined();
  });
});

describe('entryLinkOf', () => {
  it('reads a backend login, with or without studentSource', () => {
    expect(entryLinkOf(at({ search: '?authToken=abc' }))).toEqual({ kind: 'backendLogin', token: 'abc' });
    expect(entryLinkOf(at({ search: '?authToken=abc&studentSource=crm' }))).toEqual({
      kind: 'backendLogin',
      token: 'abc',
      studentSource: 'crm',
    });
  });
  it("reads a student's own link", () => {
    expect(entryLinkOf(at({ search: '?authToken=abc&studentId=7&studentPaymentTrxId=9' }))).toEqual({
      kind: 'studentLink',
      token: 'abc',
      studentId: 7,
      studentPaymentTrxId: 9,
    });
    expect(entryLinkOf(at({ search: '?authToken=abc&studentId=x&studentPaymentTrxId=9' }))).toEqual({
      kind: 'backendLogin',
      token: 'abc',
    });
  });
  it('reads a parent link from token or studentSource', () => {
    expect(entryLinkOf(at({ search: '?token=p.q.r' }))).toEqual({ kind: 'parentLink', token: 'p.q.r' });
    expect(entryLinkOf(at({ search: '?studentSource=p.q.r' }))).toEqual({ kind: 'parentLink', token: 'p.q.r' });
  });
  it('prefers a hash route, and redirects to marketing only without entry parameters', () => {
    expect(entryLinkOf(at({ hash: '#/register', search: '?authToken=abc' }))).toEqual({
      kind: 'hashRoute',
      to: '/register?authToken=abc',
    });
    expect(entryLinkOf(at({ search: '?token=t', marketingSiteUrl: 'https://m.example' }))).toEqual({
      kind: 'parentLink',
      token: 't',
    });
    expect(entryLinkOf(at({ marketingSiteUrl: 'https://m.example' }))).toEqual({
      kind: 'marketingSite',
      url: 'https://m.example',
    });
    expect(entryLinkOf(at({}))).toEqual({ kind: 'none' });
  });
});
