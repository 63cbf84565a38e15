import { describe, expect, it } from 'vitest';
import { contentUrl } from './content-url';

const now = new Date('2024-03-01T10:00:00Z');

describe('contentUrl', () => {
  it.each([
    [{ buildVersion: '1.4.2', cachingDisabled: false, now }, '/content/home.json?v=1.4.2'],
    [
      { buildVersion: '1.4.2', cachingDisabled: true, now },
      `/content/home.json?v=${now.getTime()}`,
    ],
    [
      { buildVersion: '1.4.2+sha', cachingDisabled: false, now, basePath: '/fhsu' },
      '/fhsu/content/home.json?v=1.4.2%2Bsha',
    ],
  ])('%o -> %s', (options, url) => {
    expect(contentUrl('home', options)).toBe(url);
  });
});
