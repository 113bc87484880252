import { createHash } from 'node:crypto';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The registration a bot-check solution belongs to. A solution is usable once, so the form a client
 * sends again after a timeout carries the same solution and names the same registration: org answers
 * it with the company it made the first time instead of a second one. Shaped as a UUID.
 */
export function registrationIdOf(botCheckSignature: string): string {
  const h = sha256(`registration:${botCheckSignature}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Who used a solution up: the registrant's (normalised) e-mail, hashed so the replay guard holds no
 * address. The same solution with another address is a replay, not a retry.
 */
export function registrantKey(email: string): string {
  return sha256(`registrant:${email}`);
}
