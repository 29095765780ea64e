import * as React from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, loadable } from '@writers-center/design-system';
import { editor as e } from '../messages';

/** The author ticked "don't ask again" before "Publish now" (kept on this device). */
export const PUBLISH_CONFIRM_OFF_KEY = 'wc_publish_no_confirm';

export const askBeforePublishing = () => {
  try {
    return localStorage.getItem(PUBLISH_CONFIRM_OFF_KEY) !== '1';
  } catch {
    return true;
  }
};

const dontAskAgain = loadable<React.ComponentProps<typeof import('./DontAskAgain').DontAskAgain>>(() => import('./DontAskAgain').then((m) => ({ default: m.DontAskAgain })));
/** Fluent's Checkbox, for the question's "don't ask again", before the question is first asked. */
export const preloadPublishConfirm = () => dontAskAgain.preload();

export interface PublishConfirmProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the chapter's number */
  code: number;
  onConfirm(): Promise<unknown>;
}

/** "Publish chapter N now?", asked once with "don't ask again" (unticked each time it opens). */
export function PublishConfirm({ open, onOpenChange, code, onConfirm }: PublishConfirmProps) {
  const intl = useIntl();
  const [dontAsk, setDontAsk] = React.useState(false);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDontAsk(false);
  }
  const DontAskAgain = dontAskAgain.useComponent(open);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(e.publishTitle, { code })}
      message={
        <>
          <p>{intl.formatMessage(e.publishBody)}</p>
          {DontAskAgain && <DontAskAgain label={intl.formatMessage(e.dontAskAgain)} value={dontAsk} onChange={setDontAsk} />}
        </>
      }
      confirmLabel={intl.formatMessage(e.publishConfirm)}
      cancelLabel={intl.formatMessage(e.cancel)}
      onConfirm={async () => {
        if (dontAsk) {
          try {
            localStorage.setItem(PUBLISH_CONFIRM_OFF_KEY, '1');
          } catch {
            /* asked again next time */
          }
        }
        await onConfirm();
      }}
    />
  );
}
