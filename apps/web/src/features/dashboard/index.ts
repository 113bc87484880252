// What other features may use of the dashboard: the live presence stream (e.g. /presence Today).
export { useLivePresence, type LiveStatus } from './useLivePresence';
export { applyChange, type LiveChange } from './liveBoard';
export { LiveBadge } from './LiveBadge';
