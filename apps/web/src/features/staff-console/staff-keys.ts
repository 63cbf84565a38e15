export const staffKeys = {
  all: ['staff-console'] as const,
  me: (accessToken: string) => [...staffKeys.all, 'me', accessToken] as const,
};
