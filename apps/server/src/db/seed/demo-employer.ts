import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../database';
import {
  accessCodeBatches,
  degreePrograms,
  orders,
  prepaidTokens,
  staffMembers,
  users,
} from '../schema';

// The employer demo (docs/employers.md, README "Demo accounts"): Harborline Health's batch of
// access codes on its own site, three of them redeemed by demo learners, so the console shows
// redemptions, sponsored learners and a statement for this month and the last.

const TENANT_ID = 'harborline';
const EMPLOYER_ID = 1002;
const PROGRAM_ID = 1; // NOC-AAGS, one of Harborline Health's programs
export const DEMO_EMPLOYER_BATCH_ID = '6f1e9b3a-2c4d-4e8f-9a7b-5d3c1e0f2a84';
/** The demo batch's codes; the first three are redeemed, the others are free to hand out. */
export const DEMO_EMPLOYER_CODES = Array.from(
  { length: 6 },
  (_, i) => `NOC-AAGS-HARBOR${String(i + 1).padStart(2, '0')}`,
);

const DAY_MS = 86_400_000;

/** Who redeemed which code, how many days before the seed (40: last month's statement). */
const REDEMPTIONS = [
  { email: 'sponsored@demo.test', daysAgo: 40 },
  { email: 'prepaid.student@demo.test', daysAgo: 3 },
  { email: 'sponsored.new@demo.test', daysAgo: 1 },
];

/** Seeds the batch once; a code a journey or a visitor redeemed or withdrew keeps its state. */
export async function seedDemoEmployer(db: Executor, now: Date): Promise<void> {
  const [staff] = await db
    .select({ id: staffMembers.id, email: staffMembers.email })
    .from(staffMembers)
    .where(eq(staffMembers.email, 'employer@staff.demo.test'));
  const [program] = await db.select().from(degreePrograms).where(eq(degreePrograms.id, PROGRAM_ID));
  if (!staff || !program) return;
  const created = await db
    .insert(accessCodeBatches)
    .values({
      id: DEMO_EMPLOYER_BATCH_ID,
      tenantId: TENANT_ID,
      employerId: EMPLOYER_ID,
      degreeProgramId: PROGRAM_ID,
      count: DEMO_EMPLOYER_CODES.length,
      unitPriceCents: program.priceCents,
      createdBy: staff.id,
      createdByEmail: staff.email,
      createdAt: new Date(now.getTime() - 45 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: accessCodeBatches.id });
  if (created.length === 0) return;
  await db.insert(prepaidTokens).values(
    DEMO_EMPLOYER_CODES.map((token) => ({
      tenantId: TENANT_ID,
      token,
      degreeProgramId: PROGRAM_ID,
      batchId: DEMO_EMPLOYER_BATCH_ID,
    })),
  );
  const learners = await db
    .select({ id: users.id, email: users.email, orderId: orders.id })
    .from(users)
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.tenantId, users.tenantId)))
    .where(
      and(
        eq(users.tenantId, TENANT_ID),
        inArray(
          users.email,
          REDEMPTIONS.map((r) => r.email),
        ),
      ),
    );
  for (const [index, redemption] of REDEMPTIONS.entries()) {
    const learner = learners.find((l) => l.email === redemption.email);
    if (!learner) continue;
    const token = DEMO_EMPLOYER_CODES[index]!;
    await db
      .update(prepaidTokens)
      .set({
        usedAt: new Date(now.getTime() - redemption.daysAgo * DAY_MS),
        usedByUserId: learner.id,
        usedForOrderId: learner.orderId,
      })
      .where(
        and(
          eq(prepaidTokens.tenantId, TENANT_ID),
          eq(prepaidTokens.token, token),
          isNull(prepaidTokens.usedAt),
        ),
      );
    await db
      .update(users)
      .set({ accessCode: token })
      .where(and(eq(users.id, learner.id), isNull(users.accessCode)));
  }
}
