/** Query keys of the signed-in student's own data, shared by every feature that reads it. */
export const studentKeys = {
  all: ['student'] as const,
  user: () => [...studentKeys.all, 'user'] as const,
  order: () => [...studentKeys.all, 'order', 'degreeprogram'] as const,
  membership: () => [...studentKeys.all, 'membership'] as const,
  coursework: () => [...studentKeys.all, 'coursework'] as const,
  profilePhoto: (path: string) => [...studentKeys.all, 'profilePhoto', path] as const,
};
