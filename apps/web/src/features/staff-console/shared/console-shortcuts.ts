import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { ConsoleArea } from './console-areas';

// Single-character shortcuts can be turned off (WCAG 2.1.4): a member who dictates, or whose
// hand slips, is not sent elsewhere. The choice stays on this browser.
const KEY = 'staff-console-shortcuts';
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export const shortcutsPreference = {
  get: readEnabled,
  set(enabled: boolean) {
    try {
      if (enabled) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, 'off');
    } catch {
      // Storage refused (private mode): the choice lasts as long as the page.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShortcutsEnabled(): boolean {
  return useSyncExternalStore(shortcutsPreference.subscribe, readEnabled, () => true);
}

/** How long after `g` the area's key still counts. */
const SEQUENCE_MS = 1500;

/** Where a key is text, not a command: fields, editable content, and while a dialog is open. */
function keyBelongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    return true;
  }
  return document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The console's keyboard shortcuts (docs/staff-console.md "Moving around the console"): `g` then
 * an area's key goes there, `/` goes to the page's search box, `?` opens the list.
 */
export function useConsoleShortcuts({
  areas,
  onHelp,
}: {
  areas: readonly ConsoleArea[];
  onHelp: () => void;
}): void {
  const navigate = useNavigate();
  const enabled = useShortcutsEnabled();
  // Read at the key press, so the listener need not be replaced when the areas are.
  const goToArea = useEffectEvent((key: string) => {
    const area = areas.find((candidate) => candidate.key === key);
    if (area) void navigate(area.href);
    return area !== undefined;
  });
  const showHelp = useEffectEvent(() => onHelp());

  useEffect(() => {
    if (!enabled) return;
    // When `g` was pressed; none yet. (Not 0: the page's clock starts at 0 when it loads, so a
    // key pressed in its first 1.5 s would have been taken for the second of a sequence.)
    let sequenceStarted = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyBelongsElsewhere(event)) return;
      const inSequence = performance.now() - sequenceStarted < SEQUENCE_MS;
      sequenceStarted = Number.NEGATIVE_INFINITY;
      if (inSequence) {
        if (goToArea(event.key)) event.preventDefault();
        return;
      }
      if (event.key === 'g') {
        sequenceStarted = performance.now();
      } else if (event.key === '/') {
        const field = document.querySelector<HTMLInputElement>('[role="search"] input');
        if (!field) return;
        event.preventDefault();
        field.focus();
        field.select();
      } else if (event.key === '?') {
        event.preventDefault();
        showHelp();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
