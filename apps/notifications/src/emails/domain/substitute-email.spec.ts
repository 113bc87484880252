import type { EventEnvelope, SubstituteNamedEvent } from '@presently/contracts';
import { renderEmail } from './render-email';
import { parseSubstituteEvent, renderSubstituteEmail } from './substitute-email';

const envelope = (payload: Partial<SubstituteNamedEvent>): EventEnvelope<Partial<SubstituteNamedEvent>> => ({
  id: '0b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10',
  name: 'absence.substitute.named.v1',
  occurredAt: '2026-11-24T10:00:00.000Z',
  meta: { requestId: 'req-1' } as EventEnvelope['meta'],
  payload,
});
const event: SubstituteNamedEvent = {
  company_id: 1,
  user_id: 10,
  user_name: 'Иван Иванов',
  from: '2026-12-01',
  to: '2026-12-12',
  recipient: { user_id: 11, email: 'elena@example.com', full_name: 'Елена', lang: 'mk', reason: 'substitute' },
};

describe('the e-mail to a substitute when someone names them', () => {
  it('is one job to the substitute in their language, linking to the approvals; a redelivery gives the same job id', () => {
    const parsed = parseSubstituteEvent(envelope(event), 'https://presently.example/');
    expect(parsed).toMatchObject({ ok: true, value: { kind: 'absence-substitute-named', to: 'elena@example.com', lang: 'mk', userId: 11, link: 'https://presently.example/absence-requests' } });
    expect(parseSubstituteEvent(envelope(event), 'https://presently.example')).toEqual(parsed);
  });

  it('refuses an event without a usable recipient or period', () => {
    expect(parseSubstituteEvent(envelope({ ...event, from: '01-12-2026', recipient: { ...event.recipient, email: 'nope' } }), 'https://presently.example')).toMatchObject({ ok: false });
  });

  it.each([
    ['en', 'Иван Иванов named you as substitute: 01-Dec-2026 – 12-Dec-2026'],
    ['mk', 'Иван Иванов ве одреди за замена: 01-дек-2026 – 12-дек-2026'],
    ['bg', 'Иван Иванов ви посочи за заместник: 01-дек-2026 – 12-дек-2026'],
  ] as const)('says in %s who named them and for when', (lang, subject) => {
    const parsed = parseSubstituteEvent(envelope({ ...event, recipient: { ...event.recipient, lang } }), 'https://presently.example');
    if (!parsed.ok) throw new Error('refused');
    const mail = renderSubstituteEmail(parsed.value);
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')).toContain('https://presently.example/absence-requests');
    expect(renderEmail(parsed.value, new Date())).toEqual(mail);
  });
});
