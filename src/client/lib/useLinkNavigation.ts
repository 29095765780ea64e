import * as React from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Design-system links are plain anchors; this turns a plain left click on an
 * internal href into client-side navigation (modifier clicks open tabs as usual).
 */
export function useLinkNavigation() {
  const navigate = useNavigate();
  return React.useCallback(
    (item: { href: string; external?: boolean }, event: React.MouseEvent<HTMLAnchorElement>) => {
      if (item.external || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(item.href);
    },
    [navigate],
  );
}
