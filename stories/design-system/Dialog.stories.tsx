import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dialog, type DialogProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { DialogFrame, STORY_EPOCH, expectNoAxeViolations, useMessage } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** What a story's dialog holds: the portal's dialogs, with their own catalog texts. */
type Content = 'privacyLog' | 'terms' | 'conflict';

type DialogStoryArgs = Pick<DialogProps, 'open' | 'modalType' | 'inertTrapFocus' | 'onOpenChange'> & {
  /** the portal dialog shown inside */
  content: Content;
  /** a button that opens the dialog, as a page has one */
  withTrigger?: boolean;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Focusable for scrolling by keyboard: the brand's focus ring, not the browser's.
  scroller: {
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: { paddingBlock: tokens.spacingVerticalXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  section: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  paragraph: { whiteSpace: 'pre-line' },
});

const TERMS_SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The dashboard's "Who saw my data": a short list and a Close button. */
function PrivacyLog({ onClose }: { onClose(): void }) {
  const m = useMessage();
  const styles = useStyles();
  const entries = [
    m('author.privacy.entry', { who: m('author.privacy.editor', { name: 'Mara Quill' }), what: m('author.privacy.idCardViewed') }),
    m('author.privacy.entry', { who: m('author.privacy.you'), what: m('author.privacy.passwordChanged') }),
    m('author.privacy.entry', { who: m('author.privacy.platform'), what: m('author.privacy.registrationApproved') }),
  ];
  return (
    <>
      <DialogTitle>{m('author.privacy.title')}</DialogTitle>
      <DialogContent className={styles.content}>
        <Text as="p">{m('author.privacy.intro')}</Text>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry} className={styles.item}>
              {entry}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {m('author.privacy.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The terms of use, longer than the window: the content scrolls, title and actions stay. */
function Terms({ onClose }: { onClose(): void }) {
  const m = useMessage();
  const styles = useStyles();
  return (
    <>
      <DialogTitle>{m('legal.terms.title')}</DialogTitle>
      {/* Focusable, so a keyboard user can scroll it (it holds no control of its own). */}
      <DialogContent tabIndex={0} role="region" aria-label={m('legal.terms.title')} className={mergeClasses(styles.content, styles.scroller)}>
        <Text as="p">{m('legal.terms.intro')}</Text>
        {TERMS_SECTIONS.map((n) => (
          <React.Fragment key={n}>
            <h3 className={styles.section}>{m(`legal.terms.s${n}.heading`)}</h3>
            <Text as="p" className={styles.paragraph}>
              {m(`legal.terms.s${n}.body`)}
            </Text>
          </React.Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {m('chapter.history.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The chapter editor's save conflict: an alert that only its two choices close. */
function Conflict({ onClose }: { onClose(): void }) {
  const m = useMessage();
  const time = new Date(STORY_EPOCH).toISOString().slice(0, 16).replace('T', ' ');
  return (
    <>
      <DialogTitle>{m('chapter.conflict.title')}</DialogTitle>
      <DialogContent>
        <Text as="p">{m('chapter.conflict.body', { time })}</Text>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m('chapter.conflict.keepTheirs')}</Button>
        <Button appearance="primary" onClick={onClose}>
          {m('chapter.conflict.keepMine')}
        </Button>
      </DialogActions>
    </>
  );
}

const CONTENTS: Record<Content, React.ComponentType<{ onClose(): void }>> = { privacyLog: PrivacyLog, terms: Terms, conflict: Conflict };
/** The button that opens each dialog on its page (the conflict comes from a save, as publishing is). */
const OPENERS: Record<Content, string> = { privacyLog: 'author.privacy.open', terms: 'legal.terms.title', conflict: 'story.pages.confirmDialog.publish' };

/**
 * The dialog as a page uses it: opened from state by a button (no DialogTrigger), the page keeps
 * `open`. Mounted in a frame so the screenshot and axe see it.
 */
function Demo({ content, withTrigger, onOpenChange, height = 400, ...args }: DialogStoryArgs & { height?: number }) {
  const m = useMessage();
  const [open, setOpen] = React.useState(args.open ?? false);
  React.useEffect(() => setOpen(args.open ?? false), [args.open]);
  const Content = CONTENTS[content];
  const close = () => setOpen(false);
  return (
    <DialogFrame height={height}>
      {(mountNode) => (
        <>
          {withTrigger && <Button onClick={() => setOpen(true)}>{m(OPENERS[content])}</Button>}
          <Dialog
            {...args}
            open={open}
            onOpenChange={(event, data) => {
              onOpenChange?.(event, data);
              setOpen(data.open);
            }}
          >
            <DialogSurface mountNode={mountNode}>
              {/* The frame is smaller than a window: the body keeps to it (less the surface's padding and a margin), so long text scrolls inside. */}
              <DialogBody style={{ maxHeight: height - 96 }}>
                <Content onClose={close} />
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </>
      )}
    </DialogFrame>
  );
}

const body = () => within(document.body);
const dialog = (role: 'dialog' | 'alertdialog' = 'dialog') => body().findByRole(role);
const gone = (role: 'dialog' | 'alertdialog' = 'dialog') => waitFor(() => expect(body().queryByRole(role)).toBeNull());

const meta = {
  title: 'Pages/Dialog',
  id: 'design-system-dialog',
  component: Dialog as unknown as React.ComponentType<DialogStoryArgs>,
  args: { open: false, modalType: 'modal', inertTrapFocus: false, content: 'privacyLog', withTrigger: true, onOpenChange: fn() },
  argTypes: {
    open: {
      description: 'Whether the dialog is shown; the page keeps it. When it turns false, the focus goes back to the control that had it when the dialog opened.',
      control: 'boolean',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    modalType: {
      description:
        '`modal`: the page behind is dimmed and out of reach, Escape or the backdrop closes it. `alert`: a decision the author must take, only Escape and its own buttons close it. `non-modal`: the page stays usable.',
      control: 'inline-radio',
      options: ['modal', 'alert', 'non-modal'],
      table: { type: { summary: "'modal' | 'alert' | 'non-modal'" }, defaultValue: { summary: 'modal' } },
    },
    inertTrapFocus: {
      description: 'Makes the page behind inert while the dialog is open (the HTML dialog way) instead of trapping the focus with sentinels.',
      control: 'boolean',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    onOpenChange: {
      description: 'Called when the dialog asks to close (Escape, backdrop) or open (a DialogTrigger), with `data.open` and `data.type` (what asked).',
      table: { type: { summary: '(event, data: { open: boolean; type: string }) => void' } },
    },
    content: {
      description: 'Story only: which of the portal’s dialogs is inside (the children: DialogSurface → DialogBody → DialogTitle, DialogContent, DialogActions).',
      control: 'inline-radio',
      options: ['privacyLog', 'terms', 'conflict'],
      table: { category: 'story' },
    },
    withTrigger: { description: 'Story only: a button on the page that opens the dialog.', control: 'boolean', table: { category: 'story' } },
  },
  render: (args) => <Demo {...args} />,
  // The runner's axe pass reports Fluent's focus-trap sentinels (a known false
  // positive): each play function runs axe on the open dialog itself instead.
  parameters: { a11y: { disable: true } },
} satisfies Meta<DialogStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from state by a button: Escape closes it and the focus goes back to that button (Fluent
 * does this only for a DialogTrigger); the same after its Close button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button');
    opener.focus();
    await userEvent.keyboard('{Enter}');
    let surface = await dialog();
    await expect(surface).toHaveAccessibleName(/\S/);
    // The focus moves into the dialog, onto its only button.
    await waitFor(() => expect(within(surface).getByRole('button')).toHaveFocus());
    await expectNoAxeViolations(surface);

    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ open: false }));
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    surface = await dialog();
    await userEvent.click(within(surface).getByRole('button'));
    await gone();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Open, as the page shows it: title, a short body and its action. */
export const Open: Story = {
  args: { open: true, withTrigger: false },
  play: async () => {
    const surface = await dialog();
    // Visible once its opening motion has run.
    await waitFor(() => expect(within(surface).getByRole('heading')).toBeVisible());
    await expect(within(surface).getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(surface);
  },
};

/** Longer than the window: the content scrolls between the fixed title and actions, by keyboard too. */
export const LongContent: Story = {
  args: { open: true, withTrigger: false, content: 'terms' },
  render: (args) => <Demo {...args} height={480} />,
  play: async () => {
    const surface = await dialog();
    const content = within(surface).getByRole('region');
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
    await waitFor(() => expect(within(surface).getByRole('button')).toBeVisible());
    await expectNoAxeViolations(surface);
    // The text comes before the button and takes the focus: the arrow and page keys scroll it.
    await waitFor(() => expect(content).toHaveFocus());
    await userEvent.tab();
    await expect(within(surface).getByRole('button')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(content).toHaveFocus();
  },
};

/**
 * An alert: a decision only its buttons or Escape end (the chapter editor's save conflict).
 * Escape closes it and the focus returns to the opener; a click on the backdrop leaves it open.
 */
export const Alert: Story = {
  args: { modalType: 'alert', content: 'conflict' },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button');
    await userEvent.click(opener);
    let surface = await dialog('alertdialog');
    await expect(within(surface).getAllByRole('button')).toHaveLength(2);
    await expectNoAxeViolations(surface);
    await userEvent.keyboard('{Escape}');
    await gone('alertdialog');
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    surface = await dialog('alertdialog');
    const backdrop = surface.parentElement!.querySelector<HTMLElement>('.fui-DialogSurface__backdrop')!;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    // One of its choices closes it.
    await userEvent.click(within(surface).getAllByRole('button')[1]);
    await gone('alertdialog');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The alert open, as the editor shows it. */
export const AlertOpen: Story = {
  args: { open: true, withTrigger: false, modalType: 'alert', content: 'conflict' },
  play: async () => {
    const surface = await dialog('alertdialog');
    await expectNoAxeViolations(surface);
  },
};

/*
 * One open dialog per brand, each mounted in its own cell. Several modal
 * dialogs at once is not a real page: each focus trap hides the others from
 * assistive technology, which axe reports. Each dialog's accessibility is
 * checked in the stories above; this one is for the brands' colours only.
 */
export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { open: true, withTrigger: false, modalType: 'alert', content: 'conflict' },
  render: (args) => (
    <BrandGrid columns={2}>
      <Demo {...args} height={300} />
    </BrandGrid>
  ),
};
