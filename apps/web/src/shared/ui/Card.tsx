import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at its end (actions, a badge). */
  extra?: ReactNode;
  size?: 'default' | 'small';
}

/**
 * antd's Card as the app uses it (a title, an `extra` beside it, the body, two sizes), as plain
 * elements with antd's look (card.css): antd's Card imports its tabbed variant, so Tabs (rc-tabs,
 * ~14 KB gzip with the Card) came with the first visit of every page showing a card (issue 14).
 * Other attributes (`data-testid`, …) go to the outer element.
 */
export function Card({ title, extra, size = 'default', className, children, ...rest }: CardProps) {
  const classes = ['ui-card', size === 'small' && 'ui-card--small', className].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {title !== undefined || extra !== undefined ? (
        <div className="ui-card__head">
          <div className="ui-card__head-wrapper">
            <div className="ui-card__title">{title}</div>
            {extra !== undefined ? <div className="ui-card__extra">{extra}</div> : null}
          </div>
        </div>
      ) : null}
      <div className="ui-card__body">{children}</div>
    </div>
  );
}
