import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import './plain.css';

/*
 * The controls of the pages a signed-out visitor first meets (login, two-factor, forgot password,
 * the invitation link, the cookie banner, the error page), without antd (issue 14: antd is ~110 KB
 * gzip of the first load). They look like antd's with the app's theme (plain.css) and carry their
 * own accessibility: real labels, aria-invalid and aria-describedby on errors, alerts, focus rings.
 */

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  /** Busy: shows a spinner and ignores clicks (the form is being sent). */
  loading?: boolean;
}

export function Button({ variant = 'default', block = false, loading = false, className, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, block && 'ui-button--block', loading && 'ui-button--loading', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} aria-busy={loading || undefined} onClick={loading ? (event) => event.preventDefault() : onClick}>
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

type NoticeKind = 'error' | 'warning' | 'info' | 'success';

const NOTICE_ICONS: Record<NoticeKind, string> = { error: '!', warning: '!', info: 'i', success: '✓' };

/** A message box: errors are read out at once (role="alert"), the others politely (role="status"). */
export function Notice({ kind, children, testId }: { kind: NoticeKind; children: ReactNode; testId?: string }) {
  return (
    <div className={`ui-notice ui-notice--${kind} form-error`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <span className="ui-notice__icon" aria-hidden="true">
        {NOTICE_ICONS[kind]}
      </span>
      <div className="ui-notice__message">{children}</div>
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The messages shown under the field; the field is invalid while there are any. */
  errors?: readonly string[];
}

/** One labelled input with its messages, laid out as antd's vertical form items. */
export function TextField({ label, value, onValueChange, errors = [], type = 'text', ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} errors={errors}>
      {(described) => (
        <input
          {...input}
          id={id}
          type={type}
          className="ui-input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={described}
        />
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide eye (a toggle button named "Show password"). */
export function PasswordField({ label, value, onValueChange, errors = [], showLabel, ...input }: Omit<FieldProps, 'type'> & { showLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} errors={errors}>
      {(described) => (
        <span className={`ui-input ui-input--affixed${errors.length > 0 ? ' ui-input--invalid' : ''}`}>
          <input
            {...input}
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={described}
          />
          {/* Named by its (hidden) text, not aria-label: a field is found by its label, and "Password" must name the input only. */}
          <button type="button" className="ui-input__eye" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            <EyeIcon open={visible} />
            <span className="ui-visually-hidden">{showLabel}</span>
          </button>
        </span>
      )}
    </FieldFrame>
  );
}

function FieldFrame({ id, label, errors, children }: { id: string; label: string; errors: readonly string[]; children: (describedBy: string | undefined) => ReactNode }) {
  const errorId = `${id}-errors`;
  return (
    <div className={`ui-field${errors.length > 0 ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children(errors.length > 0 ? errorId : undefined)}
      {errors.length > 0 && (
        <div className="ui-field__errors" id={errorId}>
          {[...new Set(errors)].map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A checkbox with its label. */
export function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="ui-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 20 20 4" />}
    </svg>
  );
}
