import { and, asc, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type { SupportInboxSort, SupportStatus } from '@portal/domain/support/support-conversation';
import type { Executor } from '../../db/database';
import { supportMessages, supportRequests } from './support-tables';

export type SupportConversationRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** Which tenants a reader reaches: null for all of them (the provider's staff). */
export type TenantIds = readonly string[] | null;

export interface InboxFilter {
  tenantIds: TenantIds;
  status: SupportStatus | null;
  assignee: { kind: 'anyone' } | { kind: 'unassigned' } | { kind: 'member'; staffId: string };
  /** Only conversations created before this instant. */
  createdBefore: Date | null;
  sort: ListSort<SupportInboxSort>;
}

/** The column behind each sort of the inbox; each leads an index after the filters' columns. */
const INBOX_SORT_COLUMNS = {
  createdAt: supportRequests.createdAt,
  lastMessageAt: supportRequests.lastMessageAt,
} as const;

const inTenants = (tenantIds: TenantIds) =>
  tenantIds === null ? undefined : inArray(supportRequests.tenantId, [...tenantIds]);

const own = (owner: { tenantId: string; userId: string }, id: number) =>
  and(
    eq(supportRequests.id, id),
    eq(supportRequests.tenantId, owner.tenantId),
    eq(supportRequests.userId, owner.userId),
  );

export const supportQueries = {
  async insertConversation(
    db: Executor,
    values: {
      tenantId: string;
      userId: string;
      topic: string;
      subject: string;
      message: string;
      now: Date;
    },
  ): Promise<SupportConversationRow> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(supportRequests)
      .values({ ...rest, createdAt: now, lastMessageAt: now, status: 'open' })
      .returning();
    return row!;
  },

  async insertMessage(
    db: Executor,
    values: {
      conversationId: number;
      tenantId: string;
      author: 'student' | 'staff';
      staffId?: string;
      staffName?: string;
      body: string;
      now: Date;
    },
  ): Promise<SupportMessageRow> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(supportMessages)
      .values({ ...rest, createdAt: now })
      .returning();
    return row!;
  },

  /**
   * A page of the inbox. Every filter is an equality on a leading column of one of the table's
   * indexes, and the order is that index's (the sorted column, then id, either way), so the page
   * is read off the index and a tie never moves a row between pages.
   */
  inbox(db: Executor, filter: InboxFilter, page: { limit: number; offset: number }) {
    const conditions: (SQL | undefined)[] = [inTenants(filter.tenantIds)];
    if (filter.status) conditions.push(eq(supportRequests.status, filter.status));
    if (filter.assignee.kind === 'unassigned') {
      conditions.push(isNull(supportRequests.assigneeStaffId));
    }
    if (filter.assignee.kind === 'member') {
      conditions.push(eq(supportRequests.assigneeStaffId, filter.assignee.staffId));
    }
    if (filter.createdBefore) conditions.push(lt(supportRequests.createdAt, filter.createdBefore));
    const direction = filter.sort.dir === 'asc' ? asc : desc;
    return db
      .select()
      .from(supportRequests)
      .where(and(...conditions))
      .orderBy(direction(INBOX_SORT_COLUMNS[filter.sort.sort]), direction(supportRequests.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  /** One conversation within the reader's tenants, or undefined. */
  async conversation(db: Executor, id: number, tenantIds: TenantIds) {
    const [row] = await db
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.id, id), inTenants(tenantIds)));
    return row;
  },

  /** The same, locked until the transaction ends: changes to one conversation go one at a time. */
  async lockConversation(db: Executor, id: number, tenantIds: TenantIds) {
    const [row] = await db
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.id, id), inTenants(tenantIds)))
      .for('update');
    return row;
  },

  /** The student's own conversation, locked, or undefined when it is not theirs. */
  async lockOwnConversation(db: Executor, owner: { tenantId: string; userId: string }, id: number) {
    const [row] = await db.select().from(supportRequests).where(own(owner, id)).for('update');
    return row;
  },

  async ownConversation(db: Executor, owner: { tenantId: string; userId: string }, id: number) {
    const [row] = await db.select().from(supportRequests).where(own(owner, id));
    return row;
  },

  /** The student's conversations, the most recently written first. */
  ownConversations(db: Executor, owner: { tenantId: string; userId: string }) {
    return db
      .select()
      .from(supportRequests)
      .where(
        and(eq(supportRequests.tenantId, owner.tenantId), eq(supportRequests.userId, owner.userId)),
      )
      .orderBy(desc(supportRequests.lastMessageAt), desc(supportRequests.id));
  },

  /** A conversation's messages in the order written. */
  messages(db: Executor, conversation: { id: number; tenantId: string }) {
    return db
      .select()
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversation.id),
          eq(supportMessages.tenantId, conversation.tenantId),
        ),
      )
      .orderBy(asc(supportMessages.id));
  },

  async update(
    db: Executor,
    id: number,
    changes: Partial<Pick<SupportConversationRow, 'status' | 'assigneeStaffId' | 'lastMessageAt'>>,
  ): Promise<SupportConversationRow> {
    const [row] = await db
      .update(supportRequests)
      .set(changes)
      .where(eq(supportRequests.id, id))
      .returning();
    return row!;
  },
};
