import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { PageHeader } from '@writers-center/design-system';
import type { SaveState } from '../useChapterSaver';
import { WorkBadge, type WorkBadgeStatus } from '../../../lib/status';
import { SaveStateText } from './SaveStateText';
import { desk as d, editor as e } from '../messages';

const useStyles = makeStyles({
  focusHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  focusTitle: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
});

export interface ChapterHeadingProps {
  /** focus mode: the chapter's title as typed and the way out, nothing else */
  focus: { on: boolean; leave(): void };
  /** the page's title (the stored chapter) */
  heading: string;
  /** focus mode's title (the title as typed) */
  typedHeading: string;
  bookId: number;
  bookTitle: string;
  prevTitle?: string;
  status: WorkBadgeStatus;
  saveState: SaveState;
  paid: boolean;
}

/** The editor's header: the page header with the chapter's state and saving, or focus mode's slim title. */
export function ChapterHeading({ focus, heading, typedHeading, bookId, bookTitle, prevTitle, status, saveState, paid }: ChapterHeadingProps) {
  const intl = useIntl();
  const styles = useStyles();
  if (focus.on) {
    return (
      <div className={styles.focusHeader}>
        <h1 className={styles.focusTitle}>{typedHeading}</h1>
        <Button appearance="subtle" icon={<FullScreenMinimizeRegular />} onClick={focus.leave}>
          {intl.formatMessage(d.leaveFocus)}
        </Button>
      </div>
    );
  }
  return (
    <PageHeader
      title={heading}
      description={prevTitle ? `${bookTitle} · ${intl.formatMessage(e.afterChapter, { title: prevTitle })}` : bookTitle}
      backHref={`/mywork/manageworks/${bookId}`}
      backLabel={intl.formatMessage(e.back)}
      meta={[
        { key: 'status', label: intl.formatMessage(e.status), value: <WorkBadge status={status} /> },
        { key: 'save', label: intl.formatMessage(e.saveState), value: <SaveStateText state={saveState} /> },
        ...(paid ? [{ key: 'paid', value: intl.formatMessage(e.paid) }] : []),
      ]}
    />
  );
}
