import { useEffect, useRef } from 'react';

/** Spec section 9: a session ends after 15 minutes without user activity. */
export const INACTIVITY_TIMEOUT_MS = 900_000;

/** Set by browser end-to-end tests only (`page.addInitScript`), to see the logout in seconds. */
export interface PresentlyTestHooks {
  idleTimeoutMs?: number;
}

declare global {
  interface Window {
    __PRESENTLY_TEST__?: PresentlyTestHooks;
  }
}

/** The inactivity timeout: 15 minutes, unless a test set `window.__PRESENTLY_TEST__.idleTimeoutMs`. */
export function inactivityTimeoutMs(): number {
  const override = window.__PRESENTLY_TEST__?.idleTimeoutMs;
  return typeof override === 'number' && Number.isFinite(override) && override > 0 ? override : INACTIVITY_TIMEOUT_MS;
}

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart', 'scroll'] as const;

/** Calls `onTimeout` after `timeoutMs` without mouse move, key press, click, touch or scroll. */
export function useInactivityLogout(enabled: boolean, onTimeout: () => void, timeoutMs = inactivityTimeoutMs()): void {
  const latest = useRef(onTimeout);
  latest.current = onTimeout;

  useEffect(() => {
    if (!enabled) return undefined;
    let timer = window.setTimeout(() => latest.current(), timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), timeoutMs);
    };
    // Capture phase so that scrolls inside inner panes count too.
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, options);
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, options);
    };
  }, [enabled, timeoutMs]);
}
