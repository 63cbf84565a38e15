import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from '@/lib/dom/scroll-to-hash';

/** Scrolls to the location's hash after every navigation that has one (docs/product/screens-and-routes.md). */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    scrollToHash(hash);
  }, [hash, key]);
}
