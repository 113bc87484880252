import { DateTime } from 'luxon';
import type { DemoWorkProfile, PresenceKind } from '@presently/contracts';

export interface DemoSegment {
  kind: PresenceKind;
  start: Date;
  /** null: still on (today's last segment). */
  end: Date | null;
}

export interface DemoDayInput {
  userId: number;
  date: string;
  profile: DemoWorkProfile;
  shiftStart: string;
  shiftEnd: string;
  zone: string;
}

/** A small deterministic generator (mulberry32): the same person and day always look the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const between = (r: () => number, min: number, max: number) => Math.round(min + r() * (max - min));

/**
 * One believable working day of a demo person, as the segments a person clocks (work, then a break,
 * back to work, …; each segment ends where the next begins). Most days start a few minutes around the
 * shift and end near its end; about one day in ten starts late (15–45 minutes), one in eight runs
 * into overtime (1–2.5 hours), one in twelve has a private exit, one in fifteen an exceeded break.
 * Field technicians spend most of the day on field work, sales people some afternoons.
 */
export function demoDay(input: DemoDayInput): DemoSegment[] {
  const r = random(input.userId * 100_003 + dayNumber(input.date));
  const at = (time: string, plusMinutes: number) => DateTime.fromISO(`${input.date}T${time}`, { zone: input.zone }).plus({ minutes: plusMinutes });
  const late = r() < 0.1;
  const overtime = r() < 0.125;
  const privateExit = r() < 0.08;
  const longBreak = r() < 0.066;
  let start = at(input.shiftStart, late ? between(r, 15, 45) : between(r, -12, 4));
  const end = at(input.shiftEnd, overtime ? between(r, 60, 150) : between(r, -4, 12));
  const plan: Array<{ kind: PresenceKind; minutes: number }> = [];
  const totalMinutes = end.diff(start, 'minutes').minutes;
  const breakAt = between(r, 200, 260);
  const breakMinutes = longBreak ? between(r, 50, 75) : between(r, 20, 32);
  const fieldDay = input.profile === 'field' ? r() < 0.85 : input.profile === 'sales' ? r() < 0.35 : false;
  if (fieldDay) {
    const fieldFrom = between(r, 45, 90);
    const fieldMinutes = input.profile === 'field' ? between(r, 180, 300) : between(r, 90, 180);
    plan.push({ kind: 'work', minutes: fieldFrom }, { kind: 'field_work', minutes: fieldMinutes });
    plan.push({ kind: 'break', minutes: breakMinutes });
  } else {
    plan.push({ kind: 'work', minutes: breakAt }, { kind: 'break', minutes: breakMinutes });
  }
  if (privateExit) plan.push({ kind: 'work', minutes: between(r, 60, 100) }, { kind: 'private_exit', minutes: between(r, 25, 55) });
  const used = plan.reduce((sum, p) => sum + p.minutes, 0);
  plan.push({ kind: 'work', minutes: Math.max(30, totalMinutes - used) });

  const segments: DemoSegment[] = [];
  for (const step of plan) {
    const stop = start.plus({ minutes: step.minutes });
    segments.push({ kind: step.kind, start: start.toJSDate(), end: stop.toJSDate() });
    start = stop;
  }
  return segments;
}

/**
 * Today's part of a day: the segments that have started by now; the one under way is still on (no
 * end), as a person clocked in at this moment would be.
 */
export function soFar(segments: readonly DemoSegment[], now: Date): DemoSegment[] {
  const started = segments.filter((s) => s.start.getTime() <= now.getTime());
  return started.map((s) => (s.end && s.end.getTime() > now.getTime() ? { ...s, end: null } : s));
}
