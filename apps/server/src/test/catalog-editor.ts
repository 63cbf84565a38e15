import { staffBearer } from './staff';
import type { TestServer } from './test-server';

/**
 * A call to the staff API with a staff token and, when there is one, a JSON body: how the catalog
 * editing tests speak to the server (docs/catalog-editing.md).
 */
export function staffCall(
  server: TestServer,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const { headers } = staffBearer(token);
  return server.request(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
