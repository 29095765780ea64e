import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface FooterLink {
  key: string;
  label: string;
  href: string;
}

export interface FooterProps {
  /** the links, in order */
  links: readonly FooterLink[];
  /** accessible name of the footer navigation */
  label: string;
  /** client-side navigation: called on a link's click; call preventDefault on the event to take over */
  onNavigate?(link: FooterLink, event: React.MouseEvent<HTMLAnchorElement>): void;
  /** class name added to the root `<footer>` */
  className?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, justifyContent: 'center' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontSize: tokens.fontSizeBase200,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
    '@media (forced-colors: active)': { color: 'LinkText' },
  },
});

/** The side menu's footer: Help Center and Contact Us. */
export const Footer = React.forwardRef<HTMLElement, FooterProps>(({ links, label, onNavigate, className }, ref) => {
  const styles = useStyles();
  return (
    <footer ref={ref} className={mergeClasses(styles.root, className)} aria-label={label}>
      {links.map((link) => (
        <a key={link.key} href={link.href} className={styles.link} onClick={(e) => onNavigate?.(link, e)}>
          {link.label}
        </a>
      ))}
    </footer>
  );
});
Footer.displayName = 'Footer';
