import { attachmentProblem, attachmentsProblems, canCancel, todayIn } from './absenceRules';
import { daysOf, inputOfAbsence } from './AbsenceRequestForm';
import dayjs from 'dayjs';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const MB = 1024 * 1024;

describe('attachments checked in the browser (spec section 5)', () => {
  it('takes PDFs up to 1 MB and JPG/JPEG up to 10 MB, and nothing else', () => {
    expect(attachmentProblem(file('a.pdf', 'application/pdf', MB))).toBeNull();
    expect(attachmentProblem(file('a.pdf', 'application/pdf', MB + 1))).toBe('file_too_large_1mb');
    expect(attachmentProblem(file('a.JPEG', '', 10 * MB))).toBeNull();
    expect(attachmentProblem(file('a.jpg', 'image/jpeg', 10 * MB + 1))).toBe('file_too_large_10mb');
    expect(attachmentProblem(file('a.png', 'image/png', 10))).toBe('file_format_pdf_jpg');
    expect(attachmentProblem(file('setup.exe', 'application/octet-stream', 10))).toBe('file_format_pdf_jpg');
  });

  it('takes at most five files', () => {
    const five = Array.from({ length: 5 }, (_, index) => file(`${index}.pdf`, 'application/pdf', 10));
    expect(attachmentsProblems(five)).toEqual([]);
    expect(attachmentsProblems([...five, file('6.pdf', 'application/pdf', 10)])).toEqual(['max_5_files']);
  });
});

describe('cancelling', () => {
  const request = { user_id: 7, start_date: '2026-06-15', status: 'pending' as const };
  it('lets the requester cancel a pending request and an approved one that has not started', () => {
    expect(canCancel(request, 7, '2026-06-15')).toBe(true);
    expect(canCancel({ ...request, status: 'approved' }, 7, '2026-06-14')).toBe(true);
    expect(canCancel({ ...request, status: 'approved' }, 7, '2026-06-15')).toBe(false);
    expect(canCancel({ ...request, status: 'declined' }, 7, '2026-06-01')).toBe(false);
    expect(canCancel(request, 8, '2026-06-01')).toBe(false);
  });
});

describe('the request body', () => {
  it('sends the rest days sorted with the first and last as the period, and only the fields the type uses', () => {
    const values = { absence_type_id: 11, dates: [dayjs('2026-07-06'), dayjs('2026-07-03')], comment: ' Rest ', half_day: true };
    expect(daysOf(values)).toEqual({ start_date: '2026-07-03', end_date: '2026-07-06', dates: ['2026-07-03', '2026-07-06'] });
    expect(inputOfAbsence(values, false, false)).toEqual({
      absence_type_id: 11,
      start_date: '2026-07-03',
      end_date: '2026-07-06',
      dates: ['2026-07-03', '2026-07-06'],
      comment: 'Rest',
    });
  });

  it('sends a switched day as one day with the day to switch with', () => {
    const values = { absence_type_id: 7, day: dayjs('2026-07-03'), switch_date: dayjs('2026-07-04'), comment: 'Swap' };
    expect(inputOfAbsence(values, false, false)).toEqual({
      absence_type_id: 7,
      start_date: '2026-07-03',
      end_date: '2026-07-03',
      switch_date: '2026-07-04',
      comment: 'Swap',
    });
  });

  it('reads today in the company zone', () => {
    expect(todayIn('Europe/Skopje', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('UTC', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
  });
});
