import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; 'data-testid'?: string };

/** A real `<a href>` that looks like an antd button and navigates inside the app (no nested button in a link). */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
