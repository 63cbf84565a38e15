import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §9: hash links scroll smoothly, leaving 100 px for the fixed header. */
export const HASH_SCROLL_OFFSET_PX = 100;

export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [hash, key]);
}
