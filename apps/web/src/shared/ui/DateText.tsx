import { Fragment } from 'react';

/**
 * A date as `formatDate`/`formatDateTime` write it: dd-Mon-yyyy, with hh:mm when time is shown, and
 * the dash of a period after it (a period breaks after its dash, never before).
 */
const DATE = /\d{2}-\p{L}{3}-\d{4}(?: \d{2}:\d{2})?(?: –)?/gu;

/**
 * A text whose dates never break at their hyphens ("29-Dec-2026 – 04-Jan-2027" breaks only after the
 * dash): browsers may break a line after a hyphen, and a table squeezed on a phone stacked a period as
 * "29-/Dec-/2026/–/04-/Jan-/2027". Each date goes into a `date-text` span (white-space: nowrap); the
 * rest of the text wraps as usual.
 */
export function DateText({ children }: { children: string }) {
  const parts: Array<string | { date: string }> = [];
  let last = 0;
  for (const match of children.matchAll(DATE)) {
    const at = match.index;
    if (at > last) parts.push(children.slice(last, at));
    parts.push({ date: match[0] });
    last = at + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className="date-text">
            {part.date}
          </span>
        ),
      )}
    </>
  );
}
