import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  CHAPTER_ROW_HEIGHTS,
  ChapterList,
  ChapterRow,
  type ChapterRowLabels,
  type ChapterRowProps,
  type StatusOf,
} from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { STATUS_LABELS, preventDefault, useMessage, useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const LABELS: ChapterRowLabels = {
  firstPaid: 'First paid chapter',
  scheduled: 'Scheduled',
  releaseTime: 'Release time',
  edit: 'Edit',
  delete: 'Delete',
  moreActions: 'More actions',
};

interface Chapter {
  no: number;
  title: string;
  words: number;
  status: StatusOf<'work'>;
  release?: string;
  firstPaid?: boolean;
  updatedContent?: StatusOf<'updatedContent'>;
}

/** A novel's chapters in the statuses a chapter list shows (fixed data: screenshots must not change). */
const CHAPTERS: readonly Chapter[] = [
  { no: 1, title: 'Salt and Lantern Light', words: 2480, status: 'released', release: '2024-03-02 09:00:00' },
  { no: 2, title: 'The Keeper’s Ledger', words: 3012, status: 'released', release: '2024-03-09 09:00:00' },
  { no: 3, title: 'A Ship Without a Name', words: 2755, status: 'released', release: '2024-03-16 09:00:00', updatedContent: 'pendingReview' },
  { no: 4, title: 'The Storm Wall', words: 5120, status: 'released', release: '2024-03-23 09:00:00', firstPaid: true, updatedContent: 'rejected' },
  { no: 5, title: 'What the Tide Returned', words: 2903, status: 'released', release: '2024-03-30 09:00:00' },
  { no: 6, title: 'Letters Never Sent', words: 3340, status: 'scheduled', release: '2024-06-01 09:00:00' },
  { no: 7, title: 'The Fog Bell', words: 1210, status: 'draft' },
  { no: 8, title: 'Harbour Scene (old draft)', words: 640, status: 'deleted', release: '2024-02-20 12:30:00' },
];

type Handlers = Pick<ChapterRowProps, 'onOpen' | 'onEdit' | 'onDelete' | 'density' | 'actionsAs'>;

/** One chapter as the portal renders it: texts in the toolbar's language, counts as plurals. */
function useChapterRowProps() {
  const t = useT();
  const message = useMessage();
  const labels = React.useMemo(() => Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [k, t(v)])) as unknown as ChapterRowLabels, [t]);
  return (chapter: Chapter): Omit<ChapterRowProps, keyof Handlers> => ({
    chapterNo: String(chapter.no),
    title: chapter.title,
    words: message('story.pages.chapterRow.words', { count: chapter.words }),
    status: chapter.status,
    statusLabel: t(STATUS_LABELS.work[chapter.status]),
    releaseTime: chapter.release,
    releaseDateTime: chapter.release?.replace(' ', 'T'),
    firstPaid: chapter.firstPaid,
    updatedContent: chapter.updatedContent && { status: chapter.updatedContent, label: t(STATUS_LABELS.updatedContent[chapter.updatedContent]) },
    href: `/mywork/addchapter/${1000 + chapter.no}`,
    labels: { ...labels, moreActions: message('story.pages.chapterRow.moreActions', { title: chapter.title }) },
  });
}

function Chapters({ chapters = CHAPTERS, ...handlers }: Handlers & { chapters?: readonly Chapter[] }) {
  const t = useT();
  const rowProps = useChapterRowProps();
  return (
    <ChapterList label={t('Chapters')}>
      {chapters.map((chapter) => (
        <ChapterRow key={chapter.no} {...rowProps(chapter)} {...handlers} />
      ))}
    </ChapterList>
  );
}

/** 200 chapters, of which only the visible rows (and a few more) are rendered; each says where it is in the list. */
function VirtualChapters({ density = 'comfortable', ...handlers }: Handlers) {
  const t = useT();
  const rowProps = useChapterRowProps();
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const count = 200;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHAPTER_ROW_HEIGHTS[density],
    overscan: 3,
    initialRect: { width: 960, height: 320 },
  });
  const chapter = (index: number): Chapter => {
    const base = CHAPTERS[index % CHAPTERS.length];
    return { ...base, no: index + 1, title: `${base.title} (${Math.floor(index / CHAPTERS.length) + 1})`, words: 1200 + ((index * 379) % 4800) };
  };
  return (
    <div ref={scrollRef} style={{ height: 320, overflow: 'auto' }}>
      <ChapterList as="div" label={t('Chapters')} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <ChapterRow
            key={item.key}
            {...rowProps(chapter(item.index))}
            {...handlers}
            density={density}
            as="div"
            posInSet={item.index + 1}
            setSize={count}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          />
        ))}
      </ChapterList>
    </div>
  );
}

/** One row, from the controls, in its list. */
function SingleRow(props: ChapterRowProps) {
  const t = useT();
  return (
    <ChapterList label={t('Chapters')}>
      <ChapterRow {...props} />
    </ChapterList>
  );
}

const meta = {
  title: 'Writing/ChapterRow',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-chapterrow',
  component: ChapterRow,
  args: {
    chapterNo: '4',
    title: 'The Storm Wall',
    words: '5,120 words',
    status: 'released',
    statusLabel: 'Released',
    releaseTime: '2024-03-23 09:00:00',
    releaseDateTime: '2024-03-23T09:00:00',
    firstPaid: true,
    labels: LABELS,
    href: '/mywork/addchapter/1004',
    density: 'comfortable',
    actionsAs: 'menu',
    onOpen: fn(preventDefault),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: {
    status: { control: 'select', options: Object.keys(STATUS_LABELS.work) },
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
    actionsAs: { control: 'inline-radio', options: ['menu', 'buttons'] },
    as: { control: false },
    labels: { control: 'object' },
  },
  render: (args) => <SingleRow {...args} />,
} satisfies Meta<typeof ChapterRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the row opens the chapter; so do Tab to the title and Enter; the menu deletes, by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(/\S/);
    // A click on the row's empty space opens the chapter.
    await userEvent.click(canvasElement.querySelector('time') as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);

    // Keyboard: Tab to the title link, Enter.
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);

    // The actions menu, by keyboard: Tab, Enter, the items, Escape.
    await userEvent.tab();
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const [edit, remove] = within(menu).getAllByRole('menuitem') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onEdit).not.toHaveBeenCalled();
    // Using the menu does not open the chapter.
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Eight chapters in the statuses of the portal: released, updated content in review or rejected, first paid, scheduled, draft, deleted. */
export const List: Story = {
  render: (args) => <Chapters onOpen={args.onOpen} onEdit={args.onEdit} onDelete={args.onDelete} density={args.density} actionsAs={args.actionsAs} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    // A deleted chapter cannot be edited (or deleted again).
    const deleted = rows.find((row) => row.dataset.status === 'deleted') as HTMLElement;
    await userEvent.click(within(deleted).getByRole('button'));
    const menu = await within(document.body).findByRole('menu');
    for (const item of within(menu).getAllByRole('menuitem')) await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onEdit).not.toHaveBeenCalled();
    // The scheduled chapter's icon has a name.
    const scheduled = rows.find((row) => row.dataset.status === 'scheduled') as HTMLElement;
    await expect(within(scheduled).getByRole('img')).toHaveAccessibleName(/\S/);
  },
};

/** The fixed compact height, for long lists. */
export const Compact: Story = {
  args: { density: 'compact' },
  render: (args) => <Chapters onOpen={args.onOpen} onEdit={args.onEdit} onDelete={args.onDelete} density="compact" actionsAs={args.actionsAs} />,
  play: async ({ canvasElement }) => {
    for (const row of within(canvasElement).getAllByRole('listitem')) {
      await expect(row.getBoundingClientRect().height).toBe(CHAPTER_ROW_HEIGHTS.compact);
    }
  },
};

/** Edit and delete as icon buttons instead of a menu. */
export const ActionButtons: Story = {
  render: (args) => <Chapters onOpen={args.onOpen} onEdit={args.onEdit} onDelete={args.onDelete} density={args.density} actionsAs="buttons" />,
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    const [edit, remove] = within(rows[0]).getAllByRole('button') as [HTMLElement, HTMLElement];
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    edit.focus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // The deleted chapter's buttons are unavailable but still focusable (aria-disabled).
    const deleted = rows.find((row) => row.dataset.status === 'deleted') as HTMLElement;
    for (const button of within(deleted).getAllByRole('button')) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A narrow list: words and release time give way, then the status. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <Chapters onOpen={args.onOpen} onEdit={args.onEdit} onDelete={args.onDelete} density={args.density} actionsAs={args.actionsAs} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]).toBeVisible();
  },
};

/** A virtual list of 200 chapters (@tanstack/react-virtual): fixed row heights, each row knows its position. */
export const Virtualised: Story = {
  args: { density: 'compact' },
  render: (args) => <VirtualChapters onOpen={args.onOpen} onEdit={args.onEdit} onDelete={args.onDelete} density={args.density} actionsAs={args.actionsAs} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('listitem');
    await expect(rows.length).toBeLessThan(30);
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '200');
    canvas.getAllByRole('link')[0].focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={1}>
      <Chapters
        chapters={CHAPTERS.slice(3, 5)}
        onOpen={args.onOpen}
        onEdit={args.onEdit}
        onDelete={args.onDelete}
        density={args.density}
        actionsAs={args.actionsAs}
      />
    </BrandGrid>
  ),
};
