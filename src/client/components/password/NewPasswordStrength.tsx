import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { catalogsReady } from '../../lib/intl';
import './messages';

/**
 * The meter, once its words are in too: this group's catalog is declared when a form that shows it
 * arrives (sign-up loads after /login's screen), so it is fetched before the meter first renders.
 */
const PasswordStrength = React.lazy(() => import('./PasswordStrength').then(async (m) => (await catalogsReady(), m)));

const useStyles = makeStyles({
  // The meter's room is kept from the start, so the form does not jump when typing begins.
  strength: { minHeight: '40px', marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
});

export interface NewPasswordStrengthProps {
  password: string;
  /** words the password should not be made of (the email and its name part) */
  userInputs?: string[];
}

/**
 * The strength of a new password being typed, under its field: sign-up, reset and the account's
 * password change share it. The meter's code (zxcvbn's lists, about 400 KB) loads only once
 * something is typed.
 */
export function NewPasswordStrength({ password, userInputs }: NewPasswordStrengthProps) {
  const styles = useStyles();
  return (
    <div className={styles.strength}>
      {password && (
        <React.Suspense fallback={null}>
          <PasswordStrength password={password} userInputs={userInputs} />
        </React.Suspense>
      )}
    </div>
  );
}
