import * as React from 'react';
import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

/** A same-page link (react-router) that stays a real link for middle clicks and screen readers. */
export function RouterLink({ to, children, className, 'aria-label': label }: { to: string; children: React.ReactNode; className?: string; 'aria-label'?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
