// A member of staff seeing the portal as a student (docs/staff-console.md "Seeing the portal as
// the student"). The staff page hands the view-as token over in the new tab's address fragment
// (never sent to a server), this tab reads it at once, removes it from the address, and keeps it
// in its own sessionStorage only: it ends with the tab, and is never mixed with a student session
// of the same browser (auth-session.ts and storage.ts keep the tab apart while it views).

const KEY = 'portal:view-as';
/**
 * The fragment's parameter. Written here, not with the API's shapes in the domain package: the
 * public pages' script reads it too, and must not bring the schema library along.
 */
export const VIEW_AS_FRAGMENT_KEY = 'view-as';

/** What the tab keeps while it views: the token and the names the banner shows. */
export interface ViewAs {
  token: string;
  studentName: string;
  staffName: string;
}

/** A view, or one that was ended in this tab (the banner then says so). */
export type ViewAsState = ({ ended: false } & ViewAs) | { ended: true; studentName: string };

function isViewAs(value: unknown): value is ViewAs {
  const v = value as Partial<ViewAs> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.studentName === 'string' &&
    typeof v.staffName === 'string'
  );
}

/** The fragment the staff page puts after the student page's address. */
export function viewAsFragment(view: ViewAs): string {
  return `#${VIEW_AS_FRAGMENT_KEY}=${encodeURIComponent(JSON.stringify(view))}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// The state read from the last stored text: the same object while the text is the same, as
// useSyncExternalStore needs, and never older than what is stored.
let lastText: string | null | undefined;
let current: ViewAsState | null = null;

function parse(text: string | null): ViewAsState | null {
  try {
    const stored: unknown = JSON.parse(text ?? 'null');
    if (isViewAs(stored)) return { ended: false, ...stored };
    const ended = stored as { ended?: unknown; studentName?: unknown } | null;
    if (ended?.ended === true && typeof ended.studentName === 'string') {
      return { ended: true, studentName: ended.studentName };
    }
    return null;
  } catch {
    return null;
  }
}

function read(): ViewAsState | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(KEY) ?? null;
  } catch {
    // Storage refused: as if nothing were stored.
  }
  if (text !== lastText) {
    lastText = text;
    current = parse(text);
  }
  return current;
}

function save(state: ViewAsState) {
  try {
    storage()?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage refused: the tab cannot keep a view.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Reads a view handed over in the address (`#view-as=...`) and removes it from the address before
 * anything else runs, so it is neither kept in the history nor shown. Called once, first thing,
 * by the browser's entry point. True when the address held one.
 */
export function takeViewAsFromAddress(location: Location, history: History): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1)).get(VIEW_AS_FRAGMENT_KEY);
  if (fragment === null) return false;
  history.replaceState(history.state, '', location.pathname + location.search);
  try {
    const view: unknown = JSON.parse(fragment);
    if (!isViewAs(view)) return false;
    save({
      ended: false,
      token: view.token,
      studentName: view.studentName,
      staffName: view.staffName,
    });
    return true;
  } catch {
    return false;
  }
}

export const viewAs = {
  /** The tab's view, ended or not; null in an ordinary tab. */
  get: read,
  /** Whether this tab belongs to a view (going on or ended): its storage is kept apart. */
  isViewTab(): boolean {
    return viewAs.get() !== null;
  },
  /** The token while the view goes on. */
  token(): string | null {
    const state = viewAs.get();
    return state && !state.ended ? state.token : null;
  },
  /** Ends the view in this tab: the token is forgotten; the tab stays a view tab that says so. */
  end() {
    const state = viewAs.get();
    if (!state || state.ended) return;
    save({ ended: true, studentName: state.studentName });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
