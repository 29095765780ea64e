import * as React from 'react';
import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { privacy as m } from '../messages';

// The dialog, its motion and focus trap come with the first press: the dashboard shows only the button.
const PrivacyLogDialog = React.lazy(() => import('./PrivacyLogDialog').then((d) => ({ default: d.PrivacyLogDialog })));

/** The button that opens "Who saw my data" (PrivacyLogDialog). */
export function PrivacyLog() {
  const intl = useIntl();
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  // Where the focus goes back when the dialog closes (what DialogTrigger marks on its child).
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Button
        {...restoreFocus}
        appearance="subtle"
        icon={<ShieldKeyholeRegular />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(m.open)}
      </Button>
      {wanted && (
        <React.Suspense fallback={null}>
          <PrivacyLogDialog open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
