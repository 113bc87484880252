import type { ReactNode } from 'react';

type StatusKind = 'error' | 'warning' | 'missing';

/**
 * A round icon in the manner of antd's Result (drawn here: the pages that show it load no antd, or
 * not antd's Result and its illustrations, ~10 KB gzip; issue 14).
 */
function StatusIcon({ kind, label }: { kind: StatusKind; label?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={`route-error__icon route-error__icon--${kind}`} viewBox="0 0 24 24" width="1em" height="1em" focusable="false" {...named}>
      {label && <title>{label}</title>}
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {kind === 'error' && <path d="M8.5 8.5l7 7m0-7l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
      {kind === 'warning' && <path d="M12 7v6.5M12 16.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
      {kind === 'missing' && (
        <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

interface StatusPanelProps {
  testId: string;
  kind: StatusKind;
  /** The icon's name, when it says something the heading does not (antd's Result illustrations had one). */
  iconLabel?: string;
  title: string;
  body: string;
  /** The way on: a plain link or button (shared/ui/plain, `ui-button`). */
  action: ReactNode;
  /** The page's main landmark (the route error page, outside every layout); a section otherwise. */
  main?: boolean;
}

/**
 * A page that only says what happened and offers one way on: the route error page, not found,
 * unauthorized. Plain elements (plain.css, styles.css `.route-error`).
 */
export function StatusPanel({ testId, kind, iconLabel, title, body, action, main = false }: StatusPanelProps) {
  const content = (
    <>
      <StatusIcon kind={kind} label={iconLabel} />
      <h1 className="ui-title route-error__title">{title}</h1>
      <p className="ui-paragraph ui-paragraph--secondary">{body}</p>
      {action}
    </>
  );
  return main ? (
    <main className="centered-page route-error" data-testid={testId}>
      {content}
    </main>
  ) : (
    <section className="centered-page route-error" data-testid={testId}>
      {content}
    </section>
  );
}
