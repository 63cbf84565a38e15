import type {
  OwnSupportConversation,
  OwnSupportConversationSummary,
  SupportConversation,
  SupportConversationSummary,
  SupportMessage,
  SupportTopic,
} from '@portal/domain/support/support-conversation';
import type { Executor } from '../../db/database';
import { staffNames, type StaffMemberName } from '../staff-auth/find-staff-members';
import { findContacts, type Contact } from '../users/find-contacts';
import {
  supportQueries,
  type SupportConversationRow,
  type SupportMessageRow,
} from './support-queries';

const fullName = (contact: Contact | undefined) =>
  contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';

function messageView(row: SupportMessageRow, studentName: string): SupportMessage {
  return {
    id: row.id,
    author: row.author,
    authorName: row.author === 'staff' ? (row.staffName ?? '') : studentName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

function ownSummaryView(row: SupportConversationRow): OwnSupportConversationSummary {
  return {
    id: row.id,
    topic: row.topic as SupportTopic,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

function summaryView(
  row: SupportConversationRow,
  contact: Contact | undefined,
  assignee: StaffMemberName | undefined,
): SupportConversationSummary {
  return {
    ...ownSummaryView(row),
    tenantId: row.tenantId,
    student: { id: row.userId, name: fullName(contact), email: contact?.email ?? '' },
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
  };
}

/** Inbox rows with their students' names and e-mails and their assignees' names. */
export async function loadInboxRows(
  db: Executor,
  rows: SupportConversationRow[],
): Promise<SupportConversationSummary[]> {
  const contacts = await findContacts(
    db,
    rows.map((row) => row.userId),
  );
  const assignees = await staffNames(
    db,
    rows.flatMap((row) => (row.assigneeStaffId ? [row.assigneeStaffId] : [])),
  );
  return rows.map((row) =>
    summaryView(
      row,
      contacts.get(row.userId),
      row.assigneeStaffId ? assignees.get(row.assigneeStaffId) : undefined,
    ),
  );
}

/** A conversation as staff read it: the inbox row and every message. */
export async function loadStaffConversation(
  db: Executor,
  row: SupportConversationRow,
): Promise<SupportConversation> {
  const [summary] = await loadInboxRows(db, [row]);
  const messages = await supportQueries.messages(db, row);
  return {
    ...summary!,
    messages: messages.map((message) => messageView(message, summary!.student.name)),
  };
}

export const ownSupportConversationSummaryView = ownSummaryView;

/** A conversation as its student reads it: no assignee; staff messages signed with the name. */
export async function loadOwnConversation(
  db: Executor,
  row: SupportConversationRow,
): Promise<OwnSupportConversation> {
  const contact = (await findContacts(db, [row.userId])).get(row.userId);
  const messages = await supportQueries.messages(db, row);
  return {
    ...ownSummaryView(row),
    messages: messages.map((message) => messageView(message, fullName(contact))),
  };
}
