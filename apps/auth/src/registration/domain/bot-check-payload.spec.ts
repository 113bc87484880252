import { readBotCheckTicket, replayGuardSeconds } from './bot-check-payload';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const signature = 'ab'.repeat(32);

describe('bot-check payload', () => {
  it('gives the signature and the signed expiry', () => {
    const payload = encode({ algorithm: 'SHA-256', challenge: 'c', number: 5, salt: 'abc123?expires=1772000000&', signature });
    expect(readBotCheckTicket(payload)).toEqual({ signature, expires: 1772000000 });
  });

  it.each([
    ['not base64 JSON', 'not-json!'],
    ['no expiry', encode({ salt: 'abc123&', signature })],
    ['a bad expiry', encode({ salt: 'abc?expires=soon&', signature })],
    ['no signature', encode({ salt: 'abc?expires=1772000000&' })],
    ['an odd signature', encode({ salt: 'abc?expires=1772000000&', signature: 'ZZ' })],
    ['a JSON scalar', encode(42)],
  ])('is refused with %s', (_why, payload) => {
    expect(readBotCheckTicket(payload)).toBeNull();
  });

  it('is remembered until it expires, at least one second', () => {
    const now = new Date(1_772_000_000_000 - 300_000);
    expect(replayGuardSeconds({ signature, expires: 1_772_000_000 }, now)).toBe(300);
    expect(replayGuardSeconds({ signature, expires: 1_772_000_000 }, new Date(1_772_000_100_000))).toBe(1);
  });
});
