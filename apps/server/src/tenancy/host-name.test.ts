import { describe, expect, it } from 'vitest';
import { firstPathSegment, hostNameOf, localhostTenantId } from './host-name';

describe('hostNameOf', () => {
  it.each([
    ['fhsu.example.edu', 'fhsu.example.edu'],
    ['FHSU.Example.EDU', 'fhsu.example.edu'],
    ['fhsu.localhost:3000', 'fhsu.localhost'],
    ['fhsu.example.edu.', 'fhsu.example.edu'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (host, name) => {
    expect(hostNameOf(host)).toBe(name);
  });
});

describe('localhostTenantId', () => {
  it.each([
    ['fhsu.localhost', 'fhsu'],
    ['veterans-alliance.localhost', 'veterans-alliance'],
    ['localhost', undefined],
    ['a.b.localhost', undefined],
    ['fhsu.localhost.example', undefined],
  ])('%s -> %s', (host, id) => {
    expect(localhostTenantId(host)).toBe(id);
  });
});

describe('firstPathSegment', () => {
  it.each([
    ['/fhsu/pathways', 'fhsu'],
    ['/fhsu', 'fhsu'],
    ['/fhsu?x=1', 'fhsu'],
    ['/', ''],
    ['', ''],
    ['/content/home.json', 'content'],
  ])('%s -> %s', (path, segment) => {
    expect(firstPathSegment(path)).toBe(segment);
  });
});
