import * as React from 'react';
import { Field, ProgressBar, SpinButton, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { storage } from '../../../lib/storage';
import { desk as d } from '../messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  spin: { width: '8rem' },
  progress: { flexGrow: 1, minWidth: '12rem' },
});

/** The author's own word target for a novel's chapters, kept on this device. */
const targetKey = (bookId: number) => `wc_word_target:${bookId}`;
export const readWordTarget = (bookId: number, fallback: number) => {
  const n = Number(storage.get(targetKey(bookId)));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A word target for the chapter and how far the text is towards it (the novel's counting rule; notes never count). */
export function WordTarget({ bookId, words, fallback }: { bookId: number; words: number; fallback: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const [target, setTarget] = React.useState(() => readWordTarget(bookId, fallback));
  const progress = intl.formatMessage(d.targetProgress, { count: words, target });
  return (
    <div className={styles.root}>
      <Field label={intl.formatMessage(d.target)}>
        <SpinButton
          className={styles.spin}
          min={1}
          max={100_000}
          step={100}
          value={target}
          onChange={(_, data) => {
            const next = data.value ?? Number(data.displayValue);
            if (!Number.isInteger(next) || next < 1) return;
            setTarget(next);
            storage.set(targetKey(bookId), String(next));
          }}
        />
      </Field>
      <Field className={styles.progress} validationMessage={progress} validationState="none">
        <ProgressBar value={Math.min(words, target)} max={target} thickness="large" aria-label={progress} color={words >= target ? 'success' : 'brand'} />
      </Field>
    </div>
  );
}
