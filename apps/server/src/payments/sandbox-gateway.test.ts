import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestartableTestDatabase } from '../test/test-database';
import { GatewayTimeoutError, type CardChargeRequest } from './payment-gateway';
import { createSandboxGateway, SANDBOX_CARDS } from './sandbox-gateway';

let database: Awaited<ReturnType<typeof createRestartableTestDatabase>>;
beforeAll(async () => {
  database = await createRestartableTestDatabase();
});
afterAll(async () => database?.remove());

const charge = (requestId: string, number: string): CardChargeRequest => ({
  requestId,
  amountCents: 12_345,
  card: {
    number,
    expireMonth: '12',
    expireYear: '2030',
    cvv: '123',
    cardType: 'VISA',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: {
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zipCode: '73301',
    },
  },
});

describe('the sandbox gateway', () => {
  it('answers an inquiry truthfully after a restart: charged, declined, never received', async () => {
    const before = await database.open();
    const gateway = createSandboxGateway(before.db);
    const approved = await gateway.chargeCard(charge('req-approved', SANDBOX_CARDS.approved));
    const declined = await gateway.chargeCard(charge('req-declined', SANDBOX_CARDS.declined[50]));
    await expect(
      gateway.chargeCard(charge('req-lost-answer', SANDBOX_CARDS.timeoutOnceThenApproved)),
    ).rejects.toBeInstanceOf(GatewayTimeoutError);
    await expect(
      gateway.chargeCard(charge('req-never', SANDBOX_CARDS.alwaysTimeout)),
    ).rejects.toBeInstanceOf(GatewayTimeoutError);
    await before.close();

    const after = await database.open();
    try {
      const restarted = createSandboxGateway(after.db);
      expect(await restarted.findResult('req-approved')).toEqual(approved);
      expect(await restarted.findResult('req-declined')).toEqual(declined);
      expect(await restarted.findResult('req-lost-answer')).toMatchObject({
        approved: true,
        responseCode: 0,
      });
      expect(await restarted.findResult('req-never')).toBeNull();
      // A retry with the same request id answers the first result and moves no money again.
      expect(await restarted.chargeCard(charge('req-approved', SANDBOX_CARDS.approved))).toEqual(
        approved,
      );
      expect(await restarted.chargesFor('req-approved')).toBe(1);
      expect(await restarted.chargesFor('req-declined')).toBe(0);
      expect((await restarted.charges()).map((c) => c.requestId).sort()).toEqual([
        'req-approved',
        'req-lost-answer',
      ]);
    } finally {
      await after.close();
    }
  });

  it('charges once when the same request arrives twice at the same moment', async () => {
    const handle = await database.open();
    try {
      const gateway = createSandboxGateway(handle.db);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          gateway.chargeCard(charge('req-twice', SANDBOX_CARDS.approved)),
        ),
      );
      expect(new Set(answers.map((a) => a.pnref)).size).toBe(1);
      expect(await gateway.chargesFor('req-twice')).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
