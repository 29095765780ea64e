import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo } from '@writers-center/design-system';
import { LanguageMenu } from './LanguageMenu';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: tokens.spacingHorizontalL },
});

/** The bar of pages outside the portal frame (/login, /terms, /policy): the site's logo and the language. */
export function PublicPageBar() {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <BrandLogo />
      <LanguageMenu />
    </div>
  );
}
