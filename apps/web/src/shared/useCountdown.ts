import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), ticking every second; null without a deadline. */
export function useCountdown(deadline: number | null): number | null {
  const secondsLeft = () => (deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    setLeft(secondsLeft());
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]); // secondsLeft only reads `deadline`

  return left;
}

/** `mm:ss` for a number of seconds. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
