import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DialogActions, DialogBody, DialogSurface, DialogTitle, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Dialog } from '../../../../design-system/src/components/Dialog';
import { ConfirmDialog } from '../../../../design-system/src/components/ConfirmDialog';
import { PopupNotice } from '../../../../design-system/src/components/PopupNotice';

/** A page with a control before the opener, so "back to the top" and "back to the opener" differ. */
function Page({ children }: { children: (open: boolean, setOpen: (open: boolean) => void) => React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <button type="button">first on the page</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {children(open, setOpen)}
    </FluentProvider>
  );
}

/** The dialog has the focus (jsdom: its surface; a browser: its first button). */
const focusInDialog = () => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;

const openWithKeyboard = async () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  return opener;
};

describe('dialogs give the focus back to the control that opened them', () => {
  it('a dialog opened from state: Escape', async () => {
    render(
      <Page>
        {(open, setOpen) => (
          <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
            <DialogSurface>
              <DialogBody>
                <DialogTitle>Schedule</DialogTitle>
                <DialogActions>
                  <Button onClick={() => setOpen(false)}>Cancel</Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        )}
      </Page>,
    );
    const opener = await openWithKeyboard();
    await waitFor(() => expect(focusInDialog()).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a dialog opened from state: its own Cancel button', async () => {
    render(
      <Page>
        {(open, setOpen) => (
          <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
            <DialogSurface>
              <DialogBody>
                <DialogTitle>Schedule</DialogTitle>
                <DialogActions>
                  <Button onClick={() => setOpen(false)}>Cancel</Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        )}
      </Page>,
    );
    const opener = await openWithKeyboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('ConfirmDialog: Escape', async () => {
    render(
      <Page>
        {(open, setOpen) => (
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete this chapter?" message="It cannot be undone." confirmLabel="Delete" cancelLabel="Keep" intent="danger" />
        )}
      </Page>,
    );
    const opener = await openWithKeyboard();
    await waitFor(() => expect(focusInDialog()).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('PopupNotice: Escape', async () => {
    render(
      <Page>
        {(open, setOpen) => (
          <PopupNotice
            open={open}
            type={2}
            title="Your novel can now be signed"
            content="Apply now."
            actionLabel="Apply"
            onAction={() => setOpen(false)}
            closeLabel="Close"
            onClose={() => setOpen(false)}
            lockMs={0}
            lockText={(s) => `${s}`}
          />
        )}
      </Page>,
    );
    const opener = await openWithKeyboard();
    await waitFor(() => expect(focusInDialog()).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
