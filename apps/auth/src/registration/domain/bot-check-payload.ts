/** A bot-check challenge (ALTCHA proof of work) must be solved within 10 minutes. */
export const BOT_CHECK_TTL_SECONDS = 10 * 60;

/** The parts of an ALTCHA solution the replay guard needs: its signature and its expiry (unix seconds). */
export interface BotCheckTicket {
  signature: string;
  expires: number;
}

/**
 * Reads the signature and the signed expiry out of the widget's payload (base64 JSON). Null when the
 * payload is not one: no expiry, no signature, not JSON. The signature itself is checked elsewhere.
 */
export function readBotCheckTicket(payload: string): BotCheckTicket | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { signature, salt } = parsed as { signature?: unknown; salt?: unknown };
  if (typeof signature !== 'string' || !/^[0-9a-f]{32,128}$/.test(signature) || typeof salt !== 'string') return null;
  const query = salt.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  if (!Number.isSafeInteger(expires) || expires <= 0) return null;
  return { signature, expires };
}

/** Seconds a used solution must be remembered to refuse its replay (until its expiry, at least 1). */
export function replayGuardSeconds(ticket: BotCheckTicket, now: Date): number {
  return Math.max(1, ticket.expires - Math.floor(now.getTime() / 1000));
}
