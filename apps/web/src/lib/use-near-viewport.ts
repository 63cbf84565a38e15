import { useEffect, useState, type RefObject } from 'react';
import { whenNearViewport } from './dom/near-viewport';

/** True once the element comes within `margin` of the viewport (and from then on). */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true), margin);
  }, [ref, margin, near]);
  return near;
}
