import ICAL from 'ical.js';
import { icsFeed } from './ics-feed';

const content = {
  feedId: 1,
  timezone: 'Europe/Skopje',
  lang: 'en' as const,
  people: [{ user_id: 10, full_name: 'Ana Petrova', team_id: 1, department_id: 1, user_color: '#123456' }],
  absences: [
    { id: 7, user_id: 10, absence_type_id: 1, status: 'approved' as const, start_date: '2026-12-28', end_date: '2027-01-04', half_day: false, dates: [] },
    // Someone the creator may not see: never in the feed, not even without a name.
    { id: 8, user_id: 99, absence_type_id: 3, status: 'approved' as const, start_date: '2026-12-28', end_date: '2026-12-28', half_day: false, dates: [] },
  ],
  holidays: [{ id: 3, date: '2027-01-07', description: 'Orthodox Christmas', type: 'religious' }],
};

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('the iCal feed (RFC 5545, read back with ical.js)', () => {
  it('holds one all-day, transparent event per absence and holiday, across a year end', () => {
    const { calendar, events } = eventsOf(icsFeed(content));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Skopje');
    const rows = events.map((e) => {
      const event = new ICAL.Event(e);
      return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString(), allDay: event.startDate.isDate, transp: e.getFirstPropertyValue('transp') };
    });
    expect(rows).toEqual([
      { uid: 'absence-7@presently', summary: 'Ana Petrova: Vacation', start: '2026-12-28', end: '2027-01-05', allDay: true, transp: 'TRANSPARENT' },
      { uid: 'holiday-3@presently', summary: 'Orthodox Christmas', start: '2027-01-07', end: '2027-01-08', allDay: true, transp: 'TRANSPARENT' },
    ]);
  });

  it('keeps the same UIDs when generated again (a refresh updates, never duplicates)', () => {
    const uids = (ics: string) => eventsOf(ics).events.map((e) => e.getFirstPropertyValue('uid'));
    expect(uids(icsFeed(content))).toEqual(uids(icsFeed({ ...content, holidays: [...content.holidays] })));
  });

  it('writes titles in the creator’s language', () => {
    const { events } = eventsOf(icsFeed({ ...content, lang: 'mk' }));
    expect(events[0].getFirstPropertyValue('summary')).toBe('Ana Petrova: Годишен одмор');
  });
});
