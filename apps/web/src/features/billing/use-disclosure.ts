import { useEffect, useId, useRef, useState } from 'react';

/**
 * An inline panel opened by a button (the change-card, cancel and debt forms): opening moves the
 * focus to the panel's heading so a screen reader announces it, closing gives the focus back to
 * the button that opened it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (wasOpen.current) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    hide: () => setOpen(false),
    panelId,
    headingRef,
    /** Spread on the button that opens and closes the panel. */
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      // Only while the panel is there: an id that names nothing is an ARIA error (IBM's
      // aria_id_unique, found by the accessibility sweep).
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen((value) => !value),
    },
  };
}
