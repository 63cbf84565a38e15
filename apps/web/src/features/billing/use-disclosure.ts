import { useEffect, useId, useRef } from 'react';
import { useOpenPanel } from './one-panel-open';

/**
 * An inline panel opened by a button (the change-card, cancel and debt forms), one open at a time
 * (`OnePanelOpen`): opening moves the focus to the panel's heading so a screen reader announces it,
 * closing gives the focus back to the button that opened it unless it is already elsewhere (on
 * the panel opened instead).
 */
export function useDisclosure() {
  const panelId = useId();
  const [openId, setOpenId] = useOpenPanel();
  const open = openId === panelId;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (open) headingRef.current?.focus();
    else if (wasOpen.current && focusLost) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    hide: () => setOpenId(null),
    panelId,
    headingRef,
    /** Spread on the button that opens and closes the panel. */
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      // Only while the panel is there: an id that names nothing is an ARIA error (IBM's
      // aria_id_unique, found by the accessibility sweep).
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpenId(open ? null : panelId),
    },
  };
}
