import * as React from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';

const useStyles = makeStyles({ nav: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, '@media print': { display: 'none' } } });

/** Sibling pages as tabs in a named navigation landmark: the current route's tab is selected, a tab changes the route. */
export function RouteTabs({ label, pages }: { label: string; pages: readonly { path: string; label: string }[] }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={label} className={styles.nav}>
      <TabList selectedValue={pathname} onTabSelect={(_, data) => navigate(String(data.value))}>
        {pages.map((p) => (
          <Tab key={p.path} value={p.path}>
            {p.label}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
}
