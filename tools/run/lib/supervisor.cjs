// Keeps the apps `npm start` started running: an app whose process is gone is started again, with a
// backoff that doubles while it keeps dying (1 s … 30 s) and resets once it has stayed up a minute.
// On a developer's machine this is what an orchestrator (k8s restartPolicy) does in production.

const MIN_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30000;
const STABLE_AFTER_MS = 60000;

/**
 * @param {object} deps
 * @param {() => { apps: string[], alive: (app: string) => boolean } | null} deps.snapshot  the apps to watch now (null: stopping)
 * @param {(app: string) => void} deps.restart  starts the app again
 * @param {(line: string) => void} deps.log
 * @param {() => number} [deps.now]
 */
function createSupervisor({ snapshot, restart, log, now = Date.now }) {
  /** app → { backoff, dueAt, startedAt } for apps seen down (and restarted) */
  const states = new Map();

  function tick() {
    const snap = snapshot();
    if (!snap) return;
    const t = now();
    for (const app of snap.apps) {
      const state = states.get(app);
      if (snap.alive(app)) {
        if (state && state.startedAt !== null && t - state.startedAt >= STABLE_AFTER_MS) states.delete(app);
        continue;
      }
      if (!state) {
        states.set(app, { backoff: MIN_BACKOFF_MS, dueAt: t + MIN_BACKOFF_MS, startedAt: null });
        log(`${app} stopped unexpectedly; starting it again in ${MIN_BACKOFF_MS / 1000} s`);
        continue;
      }
      if (state.startedAt !== null) {
        // Died again after a restart: wait longer before the next one.
        const backoff = Math.min(state.backoff * 2, MAX_BACKOFF_MS);
        states.set(app, { backoff, dueAt: t + backoff, startedAt: null });
        log(`${app} stopped again; starting it again in ${backoff / 1000} s`);
        continue;
      }
      if (t >= state.dueAt) {
        restart(app);
        state.startedAt = t;
        log(`${app} restarted`);
      }
    }
  }

  return { tick };
}

module.exports = { createSupervisor, MIN_BACKOFF_MS, MAX_BACKOFF_MS, STABLE_AFTER_MS };
