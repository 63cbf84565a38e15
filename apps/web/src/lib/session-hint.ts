import type { AuthSessionStore } from './auth-session';

/**
 * The class the inline script of index.html and islands.html sets on <html> before first paint
 * when a session is stored (docs/decisions/0014); the style sheet hides `.visitor-only` under it.
 */
export const SESSION_HINT_CLASS = 'has-session';

/** Keeps the hint true to the session after load: a logout brings the visitor's links back. */
export function followSessionHint(session: AuthSessionStore, root: HTMLElement): () => void {
  const sync = () => root.classList.toggle(SESSION_HINT_CLASS, session.get() !== null);
  sync();
  return session.subscribe(sync);
}
