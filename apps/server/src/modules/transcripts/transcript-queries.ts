import { and, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { Executor } from '../../db/database';
import { waitingPage, type WaitingFilter } from '../../db/waiting-page';
import { transcriptRequests } from './transcript-tables';

export type TranscriptRow = typeof transcriptRequests.$inferSelect;
type NewTranscript = Omit<typeof transcriptRequests.$inferInsert, 'id'>;

const ownedBy = (tenantId: string, userId: string) =>
  and(eq(transcriptRequests.tenantId, tenantId), eq(transcriptRequests.userId, userId));

/** The column that records when a request reached each status. */
const STAMP = {
  SENT: 'sentAt',
  RECEIVED: 'receivedAt',
  POSTED: 'postedAt',
  CANCELLED: 'cancelledAt',
} as const satisfies Partial<Record<TranscriptStatus, keyof TranscriptRow>>;

export const transcriptQueries = {
  /** The request, unless one with its idempotency key exists already (then nothing). */
  async insert(db: Executor, row: NewTranscript) {
    const [created] = await db
      .insert(transcriptRequests)
      .values(row)
      .onConflictDoNothing({
        target: [
          transcriptRequests.tenantId,
          transcriptRequests.userId,
          transcriptRequests.idempotencyKey,
        ],
      })
      .returning();
    return created;
  },

  async byKey(db: Executor, tenantId: string, userId: string, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(and(ownedBy(tenantId, userId), eq(transcriptRequests.idempotencyKey, idempotencyKey)));
    return row;
  },

  /** The send history, newest first. */
  listForUser: (db: Executor, tenantId: string, userId: string) =>
    db
      .select()
      .from(transcriptRequests)
      .where(ownedBy(tenantId, userId))
      .orderBy(desc(transcriptRequests.id)),

  /** One of the user's requests; another student's is not found. */
  async findForUser(db: Executor, tenantId: string, userId: string, id: number, lock = false) {
    const query = db
      .select()
      .from(transcriptRequests)
      .where(and(ownedBy(tenantId, userId), eq(transcriptRequests.id, id)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /**
   * One request whose next move is due, locked; requests another transaction holds are skipped,
   * so two instances running the exchange each take a different one. Crosses tenants, as a job,
   * except `skipTenants` (those whose registrar decides, docs/staff-console.md).
   */
  async lockDue(db: Executor, now: Date, skipTenants: readonly string[] = []) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(
        and(
          isNotNull(transcriptRequests.nextMoveAt),
          lte(transcriptRequests.nextMoveAt, now),
          skipTenants.length
            ? notInArray(transcriptRequests.tenantId, [...skipTenants])
            : undefined,
        ),
      )
      .orderBy(transcriptRequests.nextMoveAt)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /**
   * Moves a request from `from` to `to` at `at`, only if it is still at `from`: a second mover
   * (another instance, a retried job, a cancel racing the exchange) changes nothing and gets
   * undefined.
   */
  async move(
    db: Executor,
    id: number,
    move: {
      from: TranscriptStatus;
      to: Exclude<TranscriptStatus, 'REQUESTED'>;
      at: Date;
      nextMoveAt: Date | null;
    },
  ) {
    const [row] = await db
      .update(transcriptRequests)
      .set({ status: move.to, [STAMP[move.to]]: move.at, nextMoveAt: move.nextMoveAt })
      .where(and(eq(transcriptRequests.id, id), eq(transcriptRequests.status, move.from)))
      .returning();
    return row;
  },

  /**
   * The registrar's queue of one step (docs/staff-console.md): requests at `step` in these
   * tenants, the longest waiting first, on the step's partial index. With `institutionIds`, only
   * those sent to these institutions (a partner school's, docs/staff-console.md "Partner schools").
   */
  queue(
    db: Executor,
    filter: WaitingFilter & {
      step: 'REQUESTED' | 'SENT' | 'RECEIVED';
      institutionIds?: readonly number[];
    },
  ) {
    const since = {
      REQUESTED: transcriptRequests.requestedAt,
      SENT: transcriptRequests.sentAt,
      RECEIVED: transcriptRequests.receivedAt,
    }[filter.step];
    return waitingPage(db.select().from(transcriptRequests).$dynamic(), filter, {
      waiting: and(
        eq(transcriptRequests.status, filter.step),
        filter.institutionIds
          ? inArray(transcriptRequests.institutionId, [...filter.institutionIds])
          : undefined,
      ),
      tenantId: transcriptRequests.tenantId,
      since,
      id: transcriptRequests.id,
    });
  },

  /** One request by id, locked until the caller's transaction ends (a registrar's move). */
  async lockById(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, id))
      .for('update');
    return row;
  },

  clearNextMove: (db: Executor, id: number) =>
    db.update(transcriptRequests).set({ nextMoveAt: null }).where(eq(transcriptRequests.id, id)),

  /** The enrolment ids of every course a request (not cancelled) sends a transcript of. */
  async sentCourseIds(db: Executor, tenantId: string, userId: string) {
    const rows = await db
      .select({ courses: transcriptRequests.courses })
      .from(transcriptRequests)
      .where(and(ownedBy(tenantId, userId), sql`${transcriptRequests.status} <> 'CANCELLED'`));
    return new Set(rows.flatMap((r) => r.courses.map((c) => c.courseId)));
  },
};
