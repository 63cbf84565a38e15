import { SUPPORT_INBOX_DEFAULT_ORDER } from '@portal/domain/support/support-conversation';

// The support inbox's filters as the address bar holds them (docs/staff-console.md "Support
// conversations"): only those away from their defaults are written, so /staff/support is the
// default view (open, anyone's, oldest first, page 1), and back and forward restore each view.
// The order (`sort`, `dir`) is chosen from the table's headings (shared/sortable-header.tsx).

export interface SupportInboxFilters {
  tenant: string;
  status: string;
  assignee: string;
  olderThanDays: string;
  sort: string;
  dir: string;
  page: string;
}

export const DEFAULT_INBOX_FILTERS: SupportInboxFilters = {
  tenant: '',
  status: 'open',
  assignee: 'anyone',
  olderThanDays: '',
  ...SUPPORT_INBOX_DEFAULT_ORDER,
  page: '1',
};

const NAMES = Object.keys(DEFAULT_INBOX_FILTERS) as (keyof SupportInboxFilters)[];

/** The filters an address names, each missing one at its default. */
export function inboxFiltersFrom(params: URLSearchParams): SupportInboxFilters {
  const filters = { ...DEFAULT_INBOX_FILTERS };
  for (const name of NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The query string's parameters for these filters: those away from their defaults. */
export function inboxFilterParams(filters: SupportInboxFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of NAMES) {
    if (filters[name] !== DEFAULT_INBOX_FILTERS[name]) params[name] = filters[name];
  }
  return params;
}
