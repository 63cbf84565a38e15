import type { TestServer } from './test-server';

export const GOOD_PASSWORD = 'Valid#Pass1';

/** An account to register: Test Learner unless it is given a name. */
export interface NewAccount {
  email: string;
  password?: string;
  tenant?: string;
  firstName?: string;
  lastName?: string;
  /** The `Accept-Language` the app sends: the language of the page the account is made on. */
  pageLanguage?: string;
}

export async function register(server: TestServer, account: NewAccount) {
  return server.request('/user-api/users', {
    tenant: account.tenant,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(account.pageLanguage ? { 'Accept-Language': account.pageLanguage } : {}),
    },
    body: JSON.stringify({
      firstName: account.firstName ?? 'Test',
      lastName: account.lastName ?? 'Learner',
      email: account.email,
      password: account.password ?? GOOD_PASSWORD,
    }),
  });
}

export function tokenRequest(
  server: TestServer,
  fields: Record<string, string>,
  tenant?: string,
  headers: Record<string, string> = {},
  from?: string,
) {
  return server.request('/auth-api/oauth/token', {
    tenant,
    from,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function passwordGrant(
  server: TestServer,
  account: { email: string; password?: string; tenant?: string; scope?: string; from?: string },
) {
  return tokenRequest(
    server,
    {
      grant_type: 'password',
      username: account.email,
      password: account.password ?? GOOD_PASSWORD,
      scope: account.scope ?? 'STUDENT_PORTAL__ACCESS',
    },
    account.tenant,
    {},
    account.from,
  );
}

export function refreshGrant(server: TestServer, refreshToken: string, tenant?: string) {
  return tokenRequest(
    server,
    { grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'STUDENT_PORTAL__ACCESS' },
    tenant,
  );
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Registers an account and signs it in; fails the test if either step does not succeed. */
export async function signedInLearner(server: TestServer, account: NewAccount): Promise<Tokens> {
  const registered = await register(server, account);
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const signedIn = await passwordGrant(server, account);
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status}`);
  return (await signedIn.json()) as Tokens;
}

export function asUser(token: string, tenant?: string): RequestInit & { tenant?: string } {
  return {
    tenant,
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  };
}

/** A response body as the loosely typed JSON a test asserts on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(response: Response): Promise<any> {
  return response.json();
}
