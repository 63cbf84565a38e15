import { describe, expect, it } from 'vitest';
import {
  backendStates,
  CHECK_INTERVAL_MS,
  DRAIN_DELAY_SECONDS,
  haproxyConfig,
} from './haproxy-config.mjs';

const config = haproxyConfig({
  port: 8080,
  statsPort: 8404,
  backends: [
    { name: 'portal-1', port: 3001 },
    { name: 'portal-2', host: '10.0.0.12', port: 3000 },
  ],
});

describe('the HAProxy configuration of npm run cluster', () => {
  it('sends requests round robin to every process it lists, each checked on /readyz', () => {
    expect(config).toContain('balance roundrobin');
    expect(config).toContain('option httpchk GET /readyz');
    expect(config).toContain('http-check expect status 200');
    expect(config).toMatch(/^ {2}server portal-1 127\.0\.0\.1:3001 check$/m);
    expect(config).toMatch(/^ {2}server portal-2 10\.0\.0\.12:3000 check$/m);
    expect(config).toMatch(/^ {2}bind 127\.0\.0\.1:8080$/m);
  });

  it('sends a request a stopping process refused to another one', () => {
    expect(config).toMatch(/^ {2}option redispatch/m);
    expect(config).toMatch(/^ {2}retry-on .*\b503\b/m);
    expect(config).toMatch(/^ {2}retries [1-9]/m);
  });

  it('keeps WebSockets open longer than their heart-beats and leaves them to the process', () => {
    expect(config).toMatch(/^ {2}timeout tunnel 1h$/m);
    // Closing them when a process leaves rotation would skip the 1012 the drain sends.
    expect(config).not.toContain('shutdown-sessions');
  });

  it('has a process keep serving until HAProxy has seen it draining', () => {
    expect(DRAIN_DELAY_SECONDS * 1000).toBeGreaterThan(CHECK_INTERVAL_MS);
    expect(config).toContain(`inter ${CHECK_INTERVAL_MS}ms`);
    expect(config).toMatch(/fall 1 /);
  });

  it('refuses names HAProxy would misread, and an empty list', () => {
    expect(() => haproxyConfig({ port: 1, backends: [{ name: 'a b', port: 2 }] })).toThrow();
    expect(() => haproxyConfig({ port: 1, backends: [] })).toThrow();
  });

  it('serves its status page on loopback only when asked', () => {
    expect(config).toMatch(/^ {2}bind 127\.0\.0\.1:8404$/m);
    expect(haproxyConfig({ port: 1, backends: [{ name: 'a', port: 2 }] })).not.toContain('stats');
  });
});

describe("HAProxy's status page", () => {
  it("reads each portal process's state from its CSV", () => {
    const csv = [
      '# pxname,svname,qcur,status,weight',
      'portal,FRONTEND,,OPEN,',
      'portal,portal-1,0,UP,1',
      'portal,portal-2,0,DOWN,1',
      'portal,BACKEND,0,UP,2',
      'stats,FRONTEND,,OPEN,',
    ].join('\n');
    expect(backendStates(csv)).toEqual({ 'portal-1': 'UP', 'portal-2': 'DOWN' });
  });
});
