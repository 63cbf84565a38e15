// Each key holds the token it was asked with: a renewed token asks again, under its own key.
export const staffKeys = {
  all: ['staff-console'] as const,
  me: (accessToken: string) => [...staffKeys.all, 'me', accessToken] as const,
  studentSearch: (accessToken: string, q: string, page: string) =>
    [...staffKeys.all, 'students', accessToken, q, page] as const,
  studentRecord: (accessToken: string, studentId: string) =>
    [...staffKeys.all, 'student', accessToken, studentId] as const,
};
