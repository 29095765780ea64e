import * as React from 'react';
import {
  Breadcrumb as FluentBreadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';

export interface BreadcrumbEntry {
  key: string;
  label: string;
  /** omitted on the current page */
  href?: string;
}

export interface BreadcrumbProps {
  /** the path from the top down; the last entry is the current page and is not a link */
  items: readonly BreadcrumbEntry[];
  /** accessible name, e.g. "Breadcrumb" */
  label: string;
  /** client-side navigation: called on an entry's click; call preventDefault on the event to take over */
  onNavigate?(item: BreadcrumbEntry, event: React.MouseEvent<HTMLAnchorElement>): void;
  /** Fluent's breadcrumb size (text and spacing); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/** Where the author is; the last entry is the current page. */
export const Breadcrumb = ({ items, label, onNavigate, size = 'medium' }: BreadcrumbProps) => (
  <FluentBreadcrumb aria-label={label} size={size}>
    {items.map((item, i) => {
      const current = i === items.length - 1;
      return (
        <React.Fragment key={item.key}>
          <BreadcrumbItem>
            {current || !item.href ? (
              <BreadcrumbButton current={current}>{item.label}</BreadcrumbButton>
            ) : (
              <BreadcrumbButton
                as="a"
                href={item.href}
                onClick={(e: React.MouseEvent<HTMLAnchorElement>) => onNavigate?.(item, e)}
              >
                {item.label}
              </BreadcrumbButton>
            )}
          </BreadcrumbItem>
          {!current && <BreadcrumbDivider />}
        </React.Fragment>
      );
    })}
  </FluentBreadcrumb>
);
Breadcrumb.displayName = 'Breadcrumb';
