import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { api } from './stack';
import { waitForMail } from './mailbox';

export const PASSWORD = 'Start1!pass';

export const uniqueEmail = (tag: string): string => `${tag}-${randomUUID().slice(0, 8)}@e2e.presently.test`;

export const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
});

/** Solves the ALTCHA proof of work the way the widget does, and returns the payload it would send. */
export async function solveBotCheck(): Promise<string> {
  const { body } = await api('/api/bot-check/challenge');
  const challenge = body.data as { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('bot check could not be solved');
  return Buffer.from(
    JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature }),
  ).toString('base64');
}

export interface Registered {
  email: string;
  password: string;
  userId: number;
  companyId: number;
}

/** Registers a company through the API; the account still needs its e-mail verified. */
export async function register(tag: string, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const email = uniqueEmail(tag);
  const res = await api(
    '/api/register',
    json({
      company_name: `E2E ${tag} ${randomUUID().slice(0, 4)}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      account_type: 'company',
      terms: true,
      bot_check: await solveBotCheck(),
      ...overrides,
    }),
  );
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  const data = res.body.data as { user_id: number; company_id: number };
  return { email, password: PASSWORD, userId: data.user_id, companyId: data.company_id };
}

/** Opens the verification link from the e-mail the platform sent (through the API, as the web does). */
export async function verifyFromEmail(email: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const mail = await waitForMail(email, /./);
  const link = mail.links.find((l) => l.includes('/email/verify/'));
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  const url = new URL(link);
  return api(`/api${url.pathname}${url.search}`);
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function login(email: string, password: string): Promise<Session> {
  const res = await api('/api/login', json({ email, password, remember_me: false }));
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as Session;
}

/** A registered, verified, terms-accepted company administrator with a session. */
export async function readyAdmin(tag: string): Promise<Registered & { session: Session }> {
  const reg = await register(tag);
  await verifyFromEmail(reg.email);
  const session = await login(reg.email, reg.password);
  await api('/api/accept-privacy-policy', json({}, session.access_token));
  return { ...reg, session };
}
