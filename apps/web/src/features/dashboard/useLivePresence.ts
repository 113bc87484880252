import { useEffect, useRef, useState } from 'react';
import { useLiveTicketMutation } from './dashboardApi';
import { type LiveChange, parseChange, reconnectDelay } from './liveBoard';

export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveHandlers {
  /** A change of someone in the viewer's scope. */
  onChange: (change: LiveChange) => void;
  /** (Re)connected, or the server says changes may have been missed: reload the board. */
  onResync: () => void;
}

/**
 * The live presence stream (Server-Sent Events, apps/gateway/src/dashboard/live): asks for a one-minute
 * ticket (EventSource cannot send the bearer token), opens the stream with it, and on any error asks
 * for a new ticket and reconnects with a growing delay. Each (re)connection starts with `ready`, on
 * which the board reloads, so nothing missed while away stays missing. Without EventSource (old
 * browsers, tests) the board simply stays on its periodic refresh.
 */
export function useLivePresence(handlers: LiveHandlers, enabled = true): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [requestTicket] = useLiveTicketMutation();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setStatus('offline');
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      setStatus('offline');
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };

    const connect = async () => {
      setStatus('connecting');
      const answer = await requestTicket();
      if (stopped) return;
      if (!('data' in answer) || !answer.data) {
        retry();
        return;
      }
      const es = new EventSource(answer.data.url);
      source = es;
      es.addEventListener('ready', () => {
        attempt = 0;
        setStatus('live');
        latest.current.onResync();
      });
      es.addEventListener('resync', () => latest.current.onResync());
      es.addEventListener('presence', (event) => {
        const change = parseChange((event as MessageEvent<string>).data);
        if (change) latest.current.onChange(change);
      });
      // The session ended (logout elsewhere): no new ticket would be given.
      es.addEventListener('ended', () => {
        stopped = true;
        es.close();
        setStatus('offline');
      });
      // EventSource would retry with the same (used) ticket: close it and reconnect with a new one.
      es.onerror = () => retry();
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, requestTicket]);

  return status;
}
