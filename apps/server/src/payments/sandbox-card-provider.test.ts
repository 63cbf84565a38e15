import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestartableTestDatabase } from '../test/test-database';
import { manualClock } from '../test/test-server';
import { ProviderTimeoutError, type CardChargeRequest } from './payment-provider';
import { createSandboxCardProvider, SANDBOX_CARDS } from './sandbox-card-provider';

let database: Awaited<ReturnType<typeof createRestartableTestDatabase>>;
beforeAll(async () => {
  database = await createRestartableTestDatabase();
});
afterAll(async () => database?.remove());

const clock = manualClock();

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
    const gateway = createSandboxCardProvider(before.db, clock);
    const approved = await gateway.chargeCard(charge('req-approved', SANDBOX_CARDS.approved));
    const declined = await gateway.chargeCard(charge('req-declined', SANDBOX_CARDS.declined[50]));
    await expect(
      gateway.chargeCard(charge('req-lost-answer', SANDBOX_CARDS.timeoutOnceThenApproved)),
    ).rejects.toBeInstanceOf(ProviderTimeoutError);
    await expect(
      gateway.chargeCard(charge('req-never', SANDBOX_CARDS.alwaysTimeout)),
    ).rejects.toBeInstanceOf(ProviderTimeoutError);
    await before.close();

    const after = await database.open();
    try {
      const restarted = createSandboxCardProvider(after.db, clock);
      expect(await restarted.findResult('req-approved')).toEqual(approved);
      expect(await restarted.findResult('req-declined')).toEqual(declined);
      expect(await restarted.findResult('req-lost-answer')).toMatchObject({
        status: 'CAPTURED',
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
      const gateway = createSandboxCardProvider(handle.db, clock);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          gateway.chargeCard(charge('req-twice', SANDBOX_CARDS.approved)),
        ),
      );
      expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
      expect(await gateway.chargesFor('req-twice')).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("normalises its answers: captured, verified, declined in the catalogue's words", async () => {
    const handle = await database.open();
    try {
      const cards = createSandboxCardProvider(handle.db, clock);
      const captured = await cards.chargeCard(charge('req-normal', SANDBOX_CARDS.approved));
      expect(captured).toMatchObject({
        status: 'CAPTURED',
        errorCode: null,
        responseCode: 0,
        stored: { brand: 'VISA', lastFour: '1111', expiresOn: '2030-12' },
      });
      expect(JSON.stringify(captured)).not.toContain(SANDBOX_CARDS.approved);
      const verified = await cards.chargeCard({
        ...charge('req-verify', SANDBOX_CARDS.approved),
        amountCents: 0,
      });
      expect(verified.status).toBe('AUTHORIZED');
      const declined = await cards.chargeCard(charge('req-no-funds', SANDBOX_CARDS.declined[50]));
      expect(declined).toMatchObject({
        status: 'FAILED',
        errorCode: 'CARD_INSUFFICIENT_FUNDS',
        responseCode: 50,
        stored: null,
      });
    } finally {
      await handle.close();
    }
  });

  it('charges a stored card again by its reference, once per request id, as its bank says', async () => {
    const handle = await database.open();
    try {
      const cards = createSandboxCardProvider(handle.db, clock);
      const first = await cards.chargeCard(charge('req-first', SANDBOX_CARDS.approved));
      const reference = first.stored!.reference;
      const again = await cards.chargeStored({
        requestId: 'req-month-2',
        amountCents: 500,
        reference,
      });
      expect(again).toMatchObject({ status: 'CAPTURED', stored: { reference, lastFour: '1111' } });
      expect(
        await cards.chargeStored({ requestId: 'req-month-2', amountCents: 500, reference }),
      ).toEqual(again);
      expect(await cards.chargesFor('req-month-2')).toBe(1);

      await cards.setStoredOutcome(reference, 50);
      expect(
        await cards.chargeStored({ requestId: 'req-month-3', amountCents: 500, reference }),
      ).toMatchObject({ status: 'FAILED', errorCode: 'CARD_INSUFFICIENT_FUNDS' });

      const runsDry = await cards.chargeCard(
        charge('req-dry', SANDBOX_CARDS.laterInsufficientFunds),
      );
      expect(runsDry.status).toBe('CAPTURED');
      expect(
        await cards.chargeStored({
          requestId: 'req-dry-2',
          amountCents: 500,
          reference: runsDry.stored!.reference,
        }),
      ).toMatchObject({ status: 'FAILED', errorCode: 'CARD_INSUFFICIENT_FUNDS' });
      expect(
        await cards.chargeStored({ requestId: 'req-unknown', amountCents: 500, reference: 'NOPE' }),
      ).toMatchObject({ status: 'FAILED', errorCode: 'CARD_INVALID_ACCOUNT_NUMBER' });
    } finally {
      await handle.close();
    }
  });

  it('settles the day’s captures in one batch at midnight UTC, as an inquiry then reports', async () => {
    const handle = await database.open();
    try {
      const cards = createSandboxCardProvider(handle.db, clock);
      clock.set(new Date('2030-05-01T15:00:00Z'));
      await cards.chargeCard(charge('req-day-one', SANDBOX_CARDS.approved));
      const onFile = await cards.chargeCard({
        ...charge('req-verify-only', SANDBOX_CARDS.approved),
        amountCents: 0,
      });
      await cards.chargeCard(charge('req-declined-day-one', SANDBOX_CARDS.declined[12]));
      const pending = { status: 'CAPTURED', data: { transState: 6 } };
      expect(await cards.findResult('req-day-one')).toMatchObject(pending);
      expect(await cards.findResult('req-day-one')).not.toHaveProperty('settled');

      clock.set(new Date('2030-05-01T23:59:59Z'));
      expect(await cards.findResult('req-day-one')).toMatchObject(pending);
      await cards.chargeStored({
        requestId: 'req-last-second',
        amountCents: 500,
        reference: onFile.stored!.reference,
      });

      clock.set(new Date('2030-05-02T00:00:00Z'));
      const settled = { status: 'CAPTURED', settled: true, data: { transState: 8 } };
      expect(await cards.findResult('req-day-one')).toMatchObject(settled);
      expect(await cards.findResult('req-last-second')).toMatchObject(settled);
      // A verification moved no money and a decline none either: nothing of theirs settles.
      expect(await cards.findResult('req-verify-only')).not.toHaveProperty('settled');
      expect(await cards.findResult('req-declined-day-one')).not.toHaveProperty('settled');
      // A capture of the new day waits for the next batch.
      await cards.chargeCard(charge('req-day-two', SANDBOX_CARDS.approved));
      expect(await cards.findResult('req-day-two')).toMatchObject(pending);
    } finally {
      await handle.close();
    }
  });
});
