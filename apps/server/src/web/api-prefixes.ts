// The addresses the server answers that are not pages (docs/page-serving.md), in one list: page
// serving leaves them to their routes, and robots.txt closes those only a signed-in student or a
// staff member calls. A public one stays open: a crawler that runs a page's script reads it as a
// visitor's browser does.

const PREFIXES: readonly { prefix: string; public: boolean }[] = [
  { prefix: '/auth-api/', public: false },
  { prefix: '/staff-api/', public: false },
  { prefix: '/user-api/', public: false },
  { prefix: '/user-events-api/', public: false },
  { prefix: '/ledger-api/', public: false },
  { prefix: '/coursework-api/', public: false },
  { prefix: '/websocket-api/', public: false },
  { prefix: '/catalog-api/', public: true },
  { prefix: '/organization-api/', public: true },
  { prefix: '/content/', public: true },
  { prefix: '/config/', public: true },
  { prefix: '/tenant/', public: true },
  { prefix: '/assets/', public: true },
];

/** Every prefix of an address that is not a page. */
export const NOT_PAGE_PREFIXES = PREFIXES.map((entry) => entry.prefix);

/** The APIs only a signed-in student or staff member calls. */
export const PRIVATE_API_PREFIXES = PREFIXES.filter((entry) => !entry.public).map(
  (entry) => entry.prefix,
);
