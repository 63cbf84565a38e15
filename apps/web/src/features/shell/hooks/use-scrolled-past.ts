import { useEffect, useState } from 'react';
import { HEADER_SHRINK_THRESHOLD_PX, watchScrolledPast } from '../header-shrink';

export function useScrolledPast(threshold = HEADER_SHRINK_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => watchScrolledPast(setPast, threshold), [threshold]);
  return past;
}
