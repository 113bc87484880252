import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the top navigation becomes a left side bar (spec section 9). */
export const WIDE_LAYOUT_QUERY = '(min-width: 1240px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
