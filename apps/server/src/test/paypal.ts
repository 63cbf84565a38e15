import { expect } from 'vitest';
import type { TestServer } from './test-server';

export type PayPalChoice = 'approve' | 'approve-failing' | 'approve-declines-later' | 'cancel';

/**
 * The buyer's choice on the sandbox PayPal's approval page (a checkout or a saved-PayPal
 * agreement), posted as its form does (no API header); answers where PayPal sends them back.
 */
export async function chooseAtPayPal(
  server: TestServer,
  approvalUrl: string,
  choice: PayPalChoice,
) {
  const url = new URL(approvalUrl);
  const page = await server.request(`${url.pathname}${url.search}`, { crossSite: true });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await server.request(action, {
    method: 'POST',
    crossSite: true,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}
