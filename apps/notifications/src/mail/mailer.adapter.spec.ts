import { outboxFileName, senderDomain } from './mailer.adapter';

describe('mailer helpers', () => {
  it('takes the domain of the sender for Message-IDs', () => {
    expect(senderDomain('Presently <no-reply@presently.local>')).toBe('presently.local');
    expect(senderDomain('noreply@mail.example.com')).toBe('mail.example.com');
    expect(senderDomain('Presently')).toBe('presently.local');
  });

  it('names outbox files so they sort by time and show the recipient', () => {
    const name = outboxFileName(new Date('2026-11-22T10:00:00.123Z'), 'Ana.Petrova+hr@Example.com', 'a1b2c3');
    expect(name).toBe('2026-11-22T10-00-00-123Z_ana.petrova+hr@example.com_a1b2c3.eml');
    expect(outboxFileName(new Date('2026-11-22T10:00:00Z'), '../../etc/x@y.z', 'f')).not.toContain('/');
  });
});
