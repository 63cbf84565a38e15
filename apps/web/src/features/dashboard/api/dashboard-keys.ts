/** Query keys of the dashboard's own calls (the coursework is the student's: lib/student). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  previousLogin: () => [...dashboardKeys.all, 'previous-login'] as const,
};
