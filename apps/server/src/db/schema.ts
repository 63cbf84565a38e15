// The system of record. Tenant-owned tables carry tenant_id and every query filters by it
// (docs/architecture.md, decision 5); money is integer cents (decision 3).
// Every table, gathered for Drizzle's typed schema (db/database-types.ts) and the seed; each
// lives with the module or service that owns it.
export * from './secret-tables';
export * from '../modules/organization/organization-tables';
export * from '../modules/catalog/catalog-tables';
export * from '../modules/users/user-tables';
export * from '../modules/support-conversations/support-tables';
export * from '../modules/auth/auth-tables';
export * from '../modules/staff-auth/staff-tables';
export * from '../audit/audit-tables';
export * from '../modules/user-events/user-event-tables';
export * from '../modules/orders/order-tables';
export * from '../modules/challenge-exams/exam-registration-tables';
export * from '../modules/payment-methods/payment-tables';
export * from '../modules/billing/billing-tables';
export * from '../modules/refunds/refund-tables';
export * from '../modules/disputes/dispute-tables';
export * from '../modules/reconciliation/reconciliation-tables';
export * from '../modules/coursework/coursework-tables';
export * from '../modules/transcripts/transcript-tables';
export * from '../payments/sandbox-tables';
export * from '../payments/sandbox-dispute-tables';
export * from '../live/outbox-tables';
export * from '../mail/mail-tables';
export * from '../lti/lti-tables';
export * from '../tenancy/tenant-document-tables';
export * from '../modules/staff-partner/partner-tables';
export * from '../modules/staff-employer/employer-tables';
export * from '../modules/finance-reports/ledger-history-tables';
