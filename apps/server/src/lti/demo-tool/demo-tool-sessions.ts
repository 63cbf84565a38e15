import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { demoToolSessions } from '../lti-tables';

/** A learner's visit to the demo tool, from a verified launch of either version. */
export interface LearnerSession {
  version: '1.1' | '1.3';
  courseCode: string;
  courseTitle: string;
  returnUrl: string;
  /** Module idnumber -> score in percent the learner set when completing it. */
  scores: Record<string, number>;
  /** LTI 1.3: the platform, the learner's `sub`, and the AGS line item. */
  issuer?: string;
  subject?: string;
  lineItem?: string;
  /** LTI 1.1: where outcomes go, for which sourcedid, under which consumer key. */
  outcomeUrl?: string;
  sourcedid?: string;
  consumerKey?: string;
}

const newId = () => randomBytes(24).toString('base64url');

/** The tool's own store: OIDC login states (single use) and learner sessions. */
export const demoToolStore = {
  async create(db: Database, kind: 'oidc-state' | 'learner', data: object, expiresAt: Date) {
    const id = newId();
    await db
      .insert(demoToolSessions)
      .values({ id, kind, data: data as Record<string, unknown>, expiresAt });
    return id;
  },

  /** Takes an OIDC state once: a second use finds nothing. */
  async take(db: Database, id: string, now: Date) {
    await db.delete(demoToolSessions).where(lt(demoToolSessions.expiresAt, now));
    const [row] = await db
      .delete(demoToolSessions)
      .where(and(eq(demoToolSessions.id, id), eq(demoToolSessions.kind, 'oidc-state')))
      .returning();
    return row?.data as { nonce: string; issuer: string } | undefined;
  },

  async learner(db: Database, id: string, now: Date) {
    const [row] = await db
      .select()
      .from(demoToolSessions)
      .where(
        and(
          eq(demoToolSessions.id, id),
          eq(demoToolSessions.kind, 'learner'),
          gt(demoToolSessions.expiresAt, now),
        ),
      );
    return row?.data as LearnerSession | undefined;
  },

  save: (db: Database, id: string, session: LearnerSession) =>
    db
      .update(demoToolSessions)
      .set({ data: session as unknown as Record<string, unknown> })
      .where(eq(demoToolSessions.id, id)),
};
