import * as React from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

export type LinkButtonProps = Pick<
  ButtonProps,
  'appearance' | 'size' | 'icon' | 'disabled' | 'className' | 'children' | 'aria-label'
> & { href: string };

/**
 * What looks like a button but goes somewhere is a link: it has an address, opens in a new tab
 * with Ctrl/⌘ or the middle button, and a plain click navigates inside the portal.
 */
export function LinkButton({ href, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      as="a"
      href={href}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
