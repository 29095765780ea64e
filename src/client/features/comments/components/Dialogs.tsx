import * as React from 'react';
import { Button, Checkbox, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ConfirmDialog, Dialog, RadioGroup } from '@writers-center/design-system';
import { BLOCK_DAYS, DELETE_REASONS, REPLY_MAX_CHARS, type DeleteReason } from '../../../../domain/comment';
import { m } from '../messages';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const REASON_LABEL = { spam: m.reasonSpam, abuse: m.reasonAbuse, spoiler: m.reasonSpoiler, contact: m.reasonContact, off_topic: m.reasonOffTopic } as const;

/** Deleting readers' comments asks for a reason from the short list. */
export function DeleteDialog({ count, onConfirm, onClose }: { count: number; onConfirm(reason: DeleteReason): Promise<unknown>; onClose(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [reason, setReason] = React.useState<DeleteReason>('spam');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteTitle, { count })}
      message={
        <div className={styles.body}>
          <span>{intl.formatMessage(m.deleteMessage)}</span>
          <RadioGroup
            name="reason"
            label={intl.formatMessage(m.reason)}
            value={reason}
            onChange={(value) => setReason(value as DeleteReason)}
            options={DELETE_REASONS.map((r) => ({ value: r, label: intl.formatMessage(REASON_LABEL[r]) }))}
          />
        </div>
      }
      intent="danger"
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={() => onConfirm(reason)}
    />
  );
}

/** Blocking a reader: for how long, and whether their earlier comments are hidden too. */
export function BlockDialog({ name, onConfirm, onClose }: { name: string; onConfirm(days: number | null, hidePast: boolean): Promise<unknown>; onClose(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [days, setDays] = React.useState('7');
  const [hidePast, setHidePast] = React.useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.blockTitle, { name })}
      message={
        <div className={styles.body}>
          <span>{intl.formatMessage(m.blockMessage)}</span>
          <RadioGroup
            name="days"
            label={intl.formatMessage(m.blockFor)}
            value={days}
            onChange={setDays}
            options={BLOCK_DAYS.map((d) => ({ value: d === null ? 'forever' : String(d), label: d === null ? intl.formatMessage(m.blockForever) : intl.formatMessage(m.blockDays, { days: d }) }))}
          />
          <Checkbox checked={hidePast} onChange={(_, data) => setHidePast(data.checked === true)} label={intl.formatMessage(m.hidePast)} />
        </div>
      }
      intent="danger"
      confirmLabel={intl.formatMessage(m.blockConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={() => onConfirm(days === 'forever' ? null : Number(days), hidePast)}
    />
  );
}

/** Editing a reply: the same rule as a new one; what was typed stays on a refusal. */
export function EditReplyDialog({ initial, onSave, onClose }: { initial: string; onSave(text: string): Promise<string | null>; onClose(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = React.useState(initial);
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const save = async () => {
    setBusy(true);
    const problem = await onSave(text);
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.editReplyTitle)}</DialogTitle>
            <DialogContent className={styles.body}>
              <Field label={intl.formatMessage(m.replyField)} validationMessage={error} validationState={error ? 'error' : 'none'} hint={intl.formatMessage(m.replyCount, { count: [...text].length, max: REPLY_MAX_CHARS })}>
                <Textarea value={text} maxLength={REPLY_MAX_CHARS} resize="vertical" onChange={(_, data) => setText(data.value)} readOnly={busy} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabledFocusable={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.save)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

const KEYS = [
  ['j', m.keyNext],
  ['k', m.keyPrevious],
  ['r', m.keyReply],
  ['p', m.keyPin],
  ['?', m.keyHelp],
] as const;

/** The inbox's keyboard shortcuts. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.shortcuts)}</DialogTitle>
          <DialogContent>
            <p>{intl.formatMessage(m.shortcutsIntro)}</p>
            <dl>
              {KEYS.map(([key, label]) => (
                <React.Fragment key={key}>
                  <dt>
                    <kbd>{key}</kbd>
                  </dt>
                  <dd>{intl.formatMessage(label)}</dd>
                </React.Fragment>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(m.close)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
