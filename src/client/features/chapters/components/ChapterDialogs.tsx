import * as React from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, loadable, useToast } from '@writers-center/design-system';
import type { ChapterSaved } from '../../../../domain/api/chapters';
import { chapterDocFromText } from '../../../../domain/chapter-doc';
import { deleteChapter } from '../api/delete-chapter';
import { getVersion } from '../api/get-chapter-version';
import { restoreVersion } from '../api/restore-version';
import type { ChapterText } from '../api/types';
import type { useChapterSaver } from '../useChapterSaver';
import type { useChapterText } from '../useChapterText';
import type { ReleasedText } from './VersionHistory';
import { PublishConfirm, preloadPublishConfirm } from './PublishConfirm';
import { editor as e, history as h } from '../messages';

// The schedule dialog, the conflict dialog and the history drawer (with Fluent's Dialog, Drawer,
// focus trap and motion) load when the browser is idle or when first opened, not with the editor.
const scheduleDialog = loadable<React.ComponentProps<typeof import('./ScheduleDialog').ScheduleDialog>>(() => import('./ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));
const conflictDialog = loadable<React.ComponentProps<typeof import('./ConflictDialog').ConflictDialog>>(() => import('./ConflictDialog').then((m) => ({ default: m.ConflictDialog })));
const versionHistory = loadable<React.ComponentProps<typeof import('./VersionHistory').VersionHistory>>(() => import('./VersionHistory').then((m) => ({ default: m.VersionHistory })));
const previewDialog = loadable<React.ComponentProps<typeof import('./PreviewDialog').PreviewDialog>>(() => import('./PreviewDialog'));

export const preloadChapterDialogs = () => {
  scheduleDialog.preload();
  preloadPublishConfirm();
  conflictDialog.preload();
  versionHistory.preload();
  previewDialog.preload();
};

/** The one dialog (or drawer) the editor may have open over the chapter. */
export type ChapterPanel = 'schedule' | 'history' | 'preview' | 'delete' | 'publish';

export interface ChapterDialogsProps {
  panel: ChapterPanel | null;
  setPanel(panel: ChapterPanel | null): void;
  saver: ReturnType<typeof useChapterSaver>;
  text: ReturnType<typeof useChapterText>;
  bookId: number;
  chapterId?: number;
  code: number;
  /** "Chapter 12: The Open Door" from a title as typed */
  heading(title: string): string;
  lang?: string;
  noteDefaults: { before: string | null; after: string | null };
  releaseAt: string | null;
  scheduleError?: string;
  /** what readers see of a live chapter whose edit is not released yet */
  released: ReleasedText | null;
  onSchedule(releaseAt: string): Promise<boolean>;
  onPublish(): Promise<unknown>;
  onSaved(saved: ChapterSaved): void;
  onReload?(): void;
}

/** The editor's dialogs: preview, schedule, publish, delete, the version history and a save's conflict. */
export function ChapterDialogs({ panel, setPanel, saver, text, bookId, chapterId, code, heading, lang, noteDefaults, releaseAt, scheduleError, released, onSchedule, onPublish, onSaved, onReload }: ChapterDialogsProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useFormikContext<ChapterText>();
  const close = () => setPanel(null);
  const conflict = saver.state.kind === 'conflict' ? saver.state : null;
  const PreviewDialog = previewDialog.useComponent(panel === 'preview');
  const ScheduleDialog = scheduleDialog.useComponent(panel === 'schedule');
  const VersionHistory = versionHistory.useComponent(panel === 'history');
  const ConflictDialog = conflictDialog.useComponent(!!conflict);

  const restore = async (id: number, version: number) => {
    const saved = await restoreVersion(id, saver.version(), version);
    const old = await getVersion(id, version);
    const restored = { ...text.latest.current, title: old.title, content: old.content ?? '', doc: old.content_doc ?? chapterDocFromText(old.content ?? '') };
    saver.adopt({ version: saved.version, text: restored });
    text.replace(form, restored, true);
    onSaved(saved);
    close();
    toast({ intent: 'success', title: intl.formatMessage(h.restored, { version }) });
  };

  return (
    <>
      {PreviewDialog && (
        <PreviewDialog
          open={panel === 'preview'}
          onClose={close}
          title={heading(text.latest.current.title)}
          doc={text.doc()}
          noteBefore={text.notes.note_before ?? noteDefaults.before}
          noteAfter={text.notes.note_after ?? noteDefaults.after}
          lang={lang}
        />
      )}
      {ScheduleDialog && (
        <ScheduleDialog
          open={panel === 'schedule'}
          initial={releaseAt}
          serverError={scheduleError}
          onCancel={close}
          onSchedule={async (iso) => {
            if (await onSchedule(iso)) close();
          }}
        />
      )}
      {ConflictDialog && conflict && (
        <ConflictDialog
          mine={text.latest.current}
          theirs={conflict.theirs}
          onChoose={(choice) => {
            const resolved = saver.resolve(choice);
            if (resolved && choice === 'theirs') text.replace(form, resolved, true);
          }}
        />
      )}
      {VersionHistory && chapterId && (
        <VersionHistory
          chapterId={chapterId}
          open={panel === 'history'}
          onClose={close}
          current={text.latest.current.content}
          currentDoc={text.latest.current.doc}
          released={released}
          onRestore={(version) => restore(chapterId, version)}
        />
      )}
      <PublishConfirm open={panel === 'publish'} onOpenChange={(open) => setPanel(open ? 'publish' : null)} code={code} onConfirm={onPublish} />
      <ConfirmDialog
        open={panel === 'delete'}
        onOpenChange={(open) => setPanel(open ? 'delete' : null)}
        title={intl.formatMessage(e.deleteTitle, { code })}
        message={intl.formatMessage(e.deleteBody)}
        // The author cannot bring a deleted chapter back: the focus starts on Cancel.
        intent="danger"
        confirmLabel={intl.formatMessage(e.delete)}
        cancelLabel={intl.formatMessage(e.cancel)}
        onConfirm={async () => {
          await deleteChapter(chapterId!);
          toast({ intent: 'success', title: intl.formatMessage(e.deleted) });
          onReload?.();
          navigate(`/mywork/manageworks/${bookId}`);
        }}
      />
    </>
  );
}
