import type { SupportInboxFilters } from '../support/support-inbox-filters';

// The keys hold no token: a renewed token is the same session, asking the same questions. The
// cache is emptied when a session ends (StaffSignedIn), so another member never sees these answers.
export const staffKeys = {
  all: ['staff-console'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  passkeys: () => [...staffKeys.all, 'passkeys'] as const,
  studentSearch: (q: string, page: string, order: Record<string, string>) =>
    [...staffKeys.all, 'students', q, page, order] as const,
  studentRecord: (studentId: string) => [...staffKeys.all, 'student', studentId] as const,
  supportInboxes: () => [...staffKeys.all, 'support-inbox'] as const,
  supportInbox: (filters: SupportInboxFilters) => [...staffKeys.supportInboxes(), filters] as const,
  supportConversation: (id: string) => [...staffKeys.all, 'support', id] as const,
  supportAssignees: (id: string) => [...staffKeys.all, 'support', id, 'assignees'] as const,
  team: () => [...staffKeys.all, 'team'] as const,
  teamPage: (query: string) => [...staffKeys.team(), query] as const,
  registrar: () => [...staffKeys.all, 'registrar'] as const,
  registrarTenants: () => [...staffKeys.registrar(), 'tenants'] as const,
  /** One page of one queue, by the query string the server is asked with. */
  registrarQueue: (queue: string, query: string) =>
    [...staffKeys.registrar(), 'queue', queue, query] as const,
  disputes: () => [...staffKeys.all, 'disputes'] as const,
  disputesPage: (query: string) => [...staffKeys.disputes(), query] as const,
  reconciliation: () => [...staffKeys.all, 'reconciliation'] as const,
  partnerLearners: (query: string) => [...staffKeys.all, 'partner-learners', query] as const,
  partnerPrograms: () => [...staffKeys.all, 'partner-programs'] as const,
  partnerMailing: (tenantId: string) => [...staffKeys.all, 'partner-mailing', tenantId] as const,
  employer: () => [...staffKeys.all, 'employer'] as const,
  employerBatches: () => [...staffKeys.employer(), 'batches'] as const,
  employerBatchPage: (page: string) => [...staffKeys.employerBatches(), 'page', page] as const,
  employerBatch: (id: string) => [...staffKeys.employerBatches(), id] as const,
  employerLearners: (query: string) => [...staffKeys.employer(), 'learners', query] as const,
  employerStatements: () => [...staffKeys.employer(), 'statements'] as const,
  financeReport: (month: string, tenant: string) =>
    [...staffKeys.all, 'finance-report', month, tenant] as const,
  tenants: () => [...staffKeys.all, 'tenants'] as const,
  tenant: (tenantId: string) => [...staffKeys.tenants(), tenantId] as const,
  tenantPages: (tenantId: string) => [...staffKeys.tenant(tenantId), 'pages'] as const,
  tenantPage: (tenantId: string, name: string) =>
    [...staffKeys.tenantPages(tenantId), name] as const,
  auditSearch: (query: string) => [...staffKeys.all, 'audit', query] as const,
  auditVerification: () => [...staffKeys.all, 'audit-verification'] as const,
  catalog: () => [...staffKeys.all, 'catalog'] as const,
  /** A live entry of a kind (course, category, program, exam) with its drafts and versions. */
  catalogEntry: (kind: string, id: string) => [...staffKeys.catalog(), kind, id] as const,
  catalogDrafts: () => [...staffKeys.catalog(), 'drafts'] as const,
  catalogDraft: (id: string) => [...staffKeys.catalogDrafts(), id] as const,
  catalogPreview: (draftId: string, kind: string, entryId: string) =>
    [...staffKeys.catalogDraft(draftId), 'preview', kind, entryId] as const,
  orderRefunds: (studentId: string, orderId: string) =>
    [...staffKeys.all, 'student', studentId, 'refunds', orderId] as const,
};
