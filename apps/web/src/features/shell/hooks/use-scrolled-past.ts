import { useEffect, useState } from 'react';

/** SPEC §9: the header shrinks after scrolling 70 px. */
export const HEADER_SHRINK_THRESHOLD_PX = 70;

export function useScrolledPast(threshold = HEADER_SHRINK_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
