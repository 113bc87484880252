import type { HTMLAttributes, ReactNode } from 'react';
import './typography.css';

/**
 * antd's Typography.Text, Paragraph and Title as the app uses them (a colour type, strong, code, a
 * heading level), as plain elements with antd's look (typography.css): antd's Typography brings its
 * copy, edit and ellipsis machinery (TextArea, a tooltip, copy-to-clipboard), about 6 KB gzip, and
 * up to 17 KB on pages without an input, to nearly every page's first visit (issue 14). A text that
 * needs `ellipsis` or `copyable` uses antd's Typography (WeekTable, FeedsPanel).
 */
type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface TypographyProps extends Omit<HTMLAttributes<HTMLElement>, 'type'> {
  type?: TextType;
  children?: ReactNode;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const typeClass = (type: TextType | undefined) => type && `ui-typography--${type}`;

function Text({ type, strong, code, className, children, ...rest }: TypographyProps & { strong?: boolean; code?: boolean }) {
  let content = children;
  if (code) content = <code>{content}</code>;
  if (strong) content = <strong>{content}</strong>;
  return (
    <span className={classNames('ui-typography', typeClass(type), className)} {...rest}>
      {content}
    </span>
  );
}

function Paragraph({ type, className, children, ...rest }: TypographyProps) {
  return (
    <div className={classNames('ui-typography', 'ui-typography--paragraph', typeClass(type), className)} {...rest}>
      {children}
    </div>
  );
}

function Title({ level = 1, type, className, children, ...rest }: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={classNames('ui-typography', `ui-typography--h${level}`, typeClass(type), className)} {...rest}>
      {children}
    </Heading>
  );
}

export const Typography = { Text, Paragraph, Title };
