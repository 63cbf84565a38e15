import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A sign-in step's heading. The steps share one page, so no navigation moves focus: the heading
 * takes it when its step appears, and a screen reader reads the new step from its top.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
