// The keys hold no token: a renewed token is the same session, asking the same questions. The
// cache is emptied when a session ends (StaffSignedIn), so another member never sees these answers.
export const staffKeys = {
  all: ['staff-console'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  studentSearch: (q: string, page: string) => [...staffKeys.all, 'students', q, page] as const,
  studentRecord: (studentId: string) => [...staffKeys.all, 'student', studentId] as const,
  orderRefunds: (studentId: string, orderId: string) =>
    [...staffKeys.all, 'student', studentId, 'refunds', orderId] as const,
};
