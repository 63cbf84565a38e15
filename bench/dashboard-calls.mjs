// The calls the student dashboard makes when it opens (apps/web/src/features/dashboard).
export const DASHBOARD_CALLS = [
  '/coursework-api/coursework',
  '/user-api/users',
  '/ledger-api/memberships',
  '/user-events-api/users/events/USER_LOGIN/previous',
];
