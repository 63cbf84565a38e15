import { z } from 'zod';
import { SUPPORT_TOPICS } from '../validation/forms';
import { listSortShape, type ListSort } from '../staff/list-sort';
import { freeTextSchema } from '../validation/fields';

// Support requests as conversations (docs/staff-console.md "Support conversations", docs/support.md):
// the statuses, the staff inbox's filters and the shapes both sides read and send.

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

const badValue = { error: 'validation.invalid' } as const;

/**
 * open: the support desk owes an answer (a new request, or the student wrote last).
 * waiting_on_student: staff answered; the student's turn. closed: done; the student's answer, or a
 * member, opens it again.
 */
export const SUPPORT_STATUSES = ['open', 'waiting_on_student', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES, badValue);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** Rows per page of the staff inbox. */
export const SUPPORT_INBOX_PAGE_SIZE = 25;
/** Deep pages are refused, as the student search's are: filter instead. */
export const SUPPORT_INBOX_MAX_PAGE = 200;
/**
 * The columns the inbox sorts by: when the conversation was opened (the oldest first unless asked
 * otherwise) or when its last message was written.
 */
export const SUPPORT_INBOX_SORTS = ['createdAt', 'lastMessageAt'] as const;
export type SupportInboxSort = (typeof SUPPORT_INBOX_SORTS)[number];
export const SUPPORT_INBOX_DEFAULT_ORDER: ListSort<SupportInboxSort> = {
  sort: 'createdAt',
  dir: 'asc',
};

/** A message of either side: the support request's own rules (letters, digits, some punctuation). */
export const supportMessageBodySchema = z.object({ body: freeTextSchema });
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

/**
 * The inbox's filters, as the address bar and the query string carry them. `status` is one status
 * or `all` (open by default); `assignee` is `me`, `unassigned`, `anyone` (the default) or a
 * member's id; `olderThanDays` keeps requests created more than that many days ago.
 */
export const supportInboxQuerySchema = z.object({
  tenant: z.string().trim().min(1, badValue).max(100, badValue).optional(),
  status: z.enum([...SUPPORT_STATUSES, 'all'], badValue).default('open'),
  assignee: z.union([z.enum(['me', 'unassigned', 'anyone']), z.uuid()], badValue).default('anyone'),
  olderThanDays: z.coerce
    .number(badValue)
    .int(badValue)
    .min(1, badValue)
    .max(3650, badValue)
    .optional(),
  ...listSortShape(SUPPORT_INBOX_SORTS, SUPPORT_INBOX_DEFAULT_ORDER),
  page: z.coerce
    .number(badValue)
    .int(badValue)
    .min(1, badValue)
    .max(SUPPORT_INBOX_MAX_PAGE, badValue)
    .default(1),
});
export type SupportInboxQuery = z.infer<typeof supportInboxQuerySchema>;

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const supportConversationSummarySchema = z.object({
  id: z.number().int(),
  tenantId: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: supportStatusSchema,
  assignee: staffRefSchema.nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;

export const supportInboxPageSchema = z.object({
  conversations: z.array(supportConversationSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type SupportInboxPage = z.infer<typeof supportInboxPageSchema>;

export const supportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['student', 'staff']),
  /** The student's name, or the member's as it was when they wrote. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = supportConversationSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** `staffId` null takes the conversation off everyone's list. */
export const supportAssignmentSchema = z.object({ staffId: z.uuid(badValue).nullable() });

export const supportAssigneesSchema = z.object({ members: z.array(staffRefSchema) });
export type SupportAssignees = z.infer<typeof supportAssigneesSchema>;

/** What the student sees of their own conversations: no assignee, no other student. */
export const ownSupportConversationSummarySchema = z.object({
  id: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: supportStatusSchema,
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type OwnSupportConversationSummary = z.infer<typeof ownSupportConversationSummarySchema>;

export const ownSupportConversationsSchema = z.object({
  conversations: z.array(ownSupportConversationSummarySchema),
});
export type OwnSupportConversations = z.infer<typeof ownSupportConversationsSchema>;

export const ownSupportConversationSchema = ownSupportConversationSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type OwnSupportConversation = z.infer<typeof ownSupportConversationSchema>;

/** A staff reply hands the turn to the student; a student's message hands it back to the desk. */
export function statusAfterMessage(author: 'student' | 'staff'): SupportStatus {
  return author === 'staff' ? 'waiting_on_student' : 'open';
}

/**
 * The inbox's filter form, as typed: text in each box, checked as far as the form can (the age is
 * a whole number of days); the server's schema above has the last word.
 */
export const supportInboxFormSchema = z.object({
  tenant: z.string().trim().max(100, badValue),
  status: z.enum([...SUPPORT_STATUSES, 'all'], badValue),
  assignee: z.string(),
  olderThanDays: z
    .string()
    .trim()
    .regex(/^([1-9]\d{0,3})?$/, badValue),
});
export type SupportInboxForm = z.infer<typeof supportInboxFormSchema>;
