// The Dockerfile, compose.yaml and deploy/haproxy.cfg are read by Docker, never by the tests that
// run the code: these checks keep them in step with it (docs/deploy.md "Container image").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.mjs';
import { SERVER_ENTRY, SERVER_ENV, serverArgs } from './server-command.mjs';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const haproxyFile = read('deploy/haproxy.cfg');

/** The settings the server reads: the keys of the environment schema in config.ts. */
const settings = new Set(
  [...read('apps/server/src/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map(([, n]) => n),
);
/** The variables the PostgreSQL image reads, in its service's environment. */
const POSTGRES_IMAGE_SETTINGS = ['POSTGRES_PASSWORD', 'POSTGRES_DB'];

const composeServices = [...compose.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map(([, name]) => name);

describe('the container image', () => {
  it('runs what `npm start` runs, as it runs it, which the server build writes', () => {
    expect(read('scripts/start.mjs')).toContain('serverArgs()');
    const command = JSON.stringify(['node', ...serverArgs()]).replaceAll(',', ', ');
    expect(dockerfile).toContain(`\nCMD ${command}\n`);
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^(ENV | +)${name}=${value}( \\\\)?$`, 'm'));
    }
    expect(SERVER_ENTRY).toBe('apps/server/dist/main.js');
    const build = read('apps/server/build.mjs');
    expect(build).toContain("here('./dist')");
    expect(build).toContain("entryPoints: { main: here('./src/main.ts') }");
    expect(dockerfile).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
  });

  it('copies what the server reads beside its bundle: the web build, its renderer and the tenants', () => {
    const config = read('apps/server/src/config.ts');
    for (const folder of ['tenants', 'apps/web/dist', 'apps/web/dist-server']) {
      expect(config).toContain(`repoPath('${folder}`);
      expect(dockerfile).toMatch(new RegExp(`^COPY .*\\b${folder} ${folder}$`, 'm'));
    }
  });

  it('sets only settings the server reads, and runs as a user other than root', () => {
    const envInstructions = [...dockerfile.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].map(([, e]) => e);
    const set = envInstructions
      .flatMap((e) => [...e.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)])
      .map(([, name]) => name);
    expect(set).toEqual(expect.arrayContaining(['DATA_DIR', 'HOST', 'PORT']));
    const notTheServers = ['NODE_ENV', ...Object.keys(SERVER_ENV)];
    for (const name of set.filter((n) => !notTheServers.includes(n))) {
      expect(settings).toContain(name);
    }
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('checks a probe the server answers', () => {
    const probe = /^ {2}CMD .*\/(livez|readyz)\b/m.exec(dockerfile)?.[1];
    expect(probe).toBeDefined();
    expect(read('apps/server/src/http/health-routes.ts')).toContain(`'/${probe}'`);
  });
});

describe('compose.yaml', () => {
  it('gives the portal processes only settings the server reads', () => {
    const names = [...compose.matchAll(/^ +#? ?([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name);
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY']));
    for (const name of names.filter((n) => !POSTGRES_IMAGE_SETTINGS.includes(n))) {
      expect(settings).toContain(name);
    }
  });

  it('puts HAProxy, as npm run cluster writes it, in front of its portal processes', () => {
    const servers = [...haproxyFile.matchAll(/^ {2}server (\S+) (\S+):3000 check$/gm)];
    expect(servers.length).toBeGreaterThan(1);
    for (const [, name, host] of servers) {
      expect(host).toBe(name);
      expect(composeServices).toContain(name);
    }
    const expected = haproxyConfig({
      port: 8080,
      bind: '0.0.0.0',
      resolver: '127.0.0.11:53',
      backends: servers.map(([, name]) => ({ name, host: name, port: 3000 })),
    });
    expect(haproxyFile.replace(/^#.*\n/gm, '')).toBe(expected);
    expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(compose).toContain("'8080:8080'");
  });

  it('has PostgreSQL and Redis, each checked before the first portal process starts', () => {
    expect(composeServices).toEqual(expect.arrayContaining(['postgres', 'redis', 'haproxy']));
    expect(compose.match(/condition: service_healthy/g)?.length).toBeGreaterThanOrEqual(5);
    expect(compose).toContain('pg_isready');
    expect(compose).toContain('redis-cli');
  });
});
