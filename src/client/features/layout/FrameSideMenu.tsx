import * as React from 'react';
import { useIntl } from 'react-intl';
import { makeStyles } from '@fluentui/react-components';
import { BrandLogo, Footer, SideMenu, useBrand } from '@writers-center/design-system';
import { landingOf, routeByKey, type RouteDef } from '../../lib/routes';
import { useLinkNavigation } from '../../lib/useLinkNavigation';
import { brandPageUrl } from '../../lib/brand-pages';
import { useMenuRoutes } from '../../session';
import { MENU_ICONS } from './menu-icons';
import { messages } from './messages';

const useStyles = makeStyles({ logo: { display: 'inline-flex', minWidth: 0, color: 'inherit', textDecorationLine: 'none' } });

/** The frame's side menu: the brand's logo (home), the routes the author may open, and the support links. */
export function FrameSideMenu({ menuOpen, current }: { menuOpen: boolean; current: RouteDef | undefined }) {
  const styles = useStyles();
  const intl = useIntl();
  const { brand: activeBrand } = useBrand();
  const onNavigate = useLinkNavigation();
  const menuRoutes = useMenuRoutes();
  const selectedMenuKey = current?.menu ? current.key : current?.parent;
  const items = menuRoutes.map((r) => ({
    key: r.key,
    label: intl.formatMessage(r.title),
    href: r.menu?.external ? brandPageUrl(activeBrand.key, r.menu.external) : landingOf(r),
    external: !!r.menu?.external,
    icon: r.menu ? MENU_ICONS[r.menu.icon] : undefined,
  }));
  return (
    <SideMenu
      label={intl.formatMessage(messages.menu)}
      items={items}
      selectedKey={selectedMenuKey}
      collapsed={!menuOpen}
      onNavigate={onNavigate}
      header={
        <a
          href="/dashboard"
          className={styles.logo}
          aria-label={intl.formatMessage(messages.logoHome, { brand: activeBrand.name })}
          onClick={(e) => onNavigate({ href: '/dashboard' }, e)}
        >
          <BrandLogo showName={menuOpen} />
        </a>
      }
      footer={
        <Footer
          label={intl.formatMessage(messages.footer)}
          onNavigate={onNavigate}
          links={[
            { key: 'help', label: intl.formatMessage(routeByKey('help')!.title), href: '/helpCenter' },
            { key: 'contact', label: intl.formatMessage(routeByKey('contact')!.title), href: '/us' },
          ]}
        />
      }
    />
  );
}
