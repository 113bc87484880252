import { render } from '@testing-library/react';
import { DateText } from './DateText';

describe('DateText', () => {
  it('keeps each date of a text whole, a period’s dash with its first date, and the rest of the text as it is', () => {
    const { container } = render(<DateText>{'29-Dec-2026 – 04-Jan-2027 (half day)'}</DateText>);
    expect(container.textContent).toBe('29-Dec-2026 – 04-Jan-2027 (half day)');
    expect(Array.from(container.querySelectorAll('.date-text'), (span) => span.textContent)).toEqual(['29-Dec-2026 –', '04-Jan-2027']);
  });

  it('knows Macedonian and Bulgarian months and a date with its time', () => {
    const { container } = render(<DateText>{'Заменет со 24-Ное-2026, поднесено 01-Яну-2027 08:05'}</DateText>);
    expect(Array.from(container.querySelectorAll('.date-text'), (span) => span.textContent)).toEqual(['24-Ное-2026', '01-Яну-2027 08:05']);
  });

  it('leaves a text without dates alone', () => {
    const { container } = render(<DateText>{'no date here'}</DateText>);
    expect(container.innerHTML).toBe('no date here');
  });
});
