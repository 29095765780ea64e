import * as React from 'react';
import { FluentProvider, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import type { JSONContent } from '@tiptap/core';
import { useBrand } from '../BrandProvider';
import { createBrandTheme } from '../../theme/createBrandTheme';
import type { ColorMode } from '../../brands/types';

export interface ReaderPreviewLabels {
  /** the settings' group name, e.g. "Reading settings" */
  settings: string;
  light: string;
  dark: string;
  /** a phone's width */
  narrow: string;
  /** a computer's width */
  wide: string;
  /** names the author's notes for readers */
  noteBefore: string;
  noteAfter: string;
}

export interface ReaderPreviewProps {
  /** the chapter's heading as readers see it */
  title: string;
  /** the chapter, a document in the chapter schema */
  doc: JSONContent;
  noteBefore?: string | null;
  noteAfter?: string | null;
  labels: ReaderPreviewLabels;
  /** the novel's language */
  lang?: string;
  /** the colour mode it opens in; @default the page's */
  initialMode?: ColorMode;
  /** @default 'narrow' */
  initialWidth?: 'narrow' | 'wide';
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  settings: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  page: {
    marginInline: 'auto',
    width: '100%',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    overflowWrap: 'break-word',
    '& p': { marginBlock: `0 ${tokens.spacingVerticalL}` },
    '& blockquote': {
      marginBlock: `0 ${tokens.spacingVerticalL}`,
      marginInline: 0,
      paddingInlineStart: tokens.spacingHorizontalL,
      borderInlineStartWidth: tokens.strokeWidthThickest,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorBrandStroke2,
      color: tokens.colorNeutralForeground2,
    },
    '& hr': { width: '30%', marginBlock: tokens.spacingVerticalXXL, marginInline: 'auto', border: 'none', borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
  },
  // A phone held upright, and a reading column on a computer.
  narrow: { maxWidth: '375px' },
  wide: { maxWidth: '720px' },
  title: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalXL}` },
  centre: { textAlign: 'center' },
  note: {
    marginBlock: `0 ${tokens.spacingVerticalXL}`,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'pre-wrap',
  },
  noteAfter: { marginBlock: `${tokens.spacingVerticalXL} 0` },
  noteLabel: { display: 'block', fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground1 },
});

type Styles = ReturnType<typeof useStyles>;

const MARK_TAGS: Record<string, keyof React.JSX.IntrinsicElements> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

function renderText(node: JSONContent, key: number): React.ReactNode {
  let out: React.ReactNode = node.text ?? '';
  for (const mark of [...(node.marks ?? [])].reverse()) {
    const Tag = MARK_TAGS[mark.type];
    if (Tag) out = <Tag>{out}</Tag>;
  }
  return <React.Fragment key={key}>{out}</React.Fragment>;
}

function renderBlock(node: JSONContent, key: number, styles: Styles): React.ReactNode {
  if (node.type === 'horizontalRule') return <hr key={key} />;
  if (node.type === 'blockquote') return <blockquote key={key}>{(node.content ?? []).map((p, i) => renderBlock(p, i, styles))}</blockquote>;
  if (node.type !== 'paragraph') return null;
  return (
    <p key={key} className={node.attrs?.textAlign === 'center' ? styles.centre : undefined}>
      {(node.content ?? []).map(renderText)}
    </p>
  );
}

/**
 * A chapter as the brand's reader shows it: the brand's typography and colours, in light or dark and
 * at a phone's or a computer's width, with the author's notes before and after it. Built from the
 * document (React elements, never HTML strings), so nothing pasted can run.
 */
export function ReaderPreview({ title, doc, noteBefore, noteAfter, labels, lang, initialMode, initialWidth = 'narrow' }: ReaderPreviewProps) {
  const styles = useStyles();
  const { brand, colorMode } = useBrand();
  const [mode, setMode] = React.useState<ColorMode>(initialMode ?? colorMode);
  const [width, setWidth] = React.useState(initialWidth);
  return (
    <div className={styles.root}>
      <div role="group" aria-label={labels.settings} className={styles.settings}>
        <ToggleButton size="small" icon={<WeatherSunnyRegular />} checked={mode === 'light'} onClick={() => setMode('light')}>
          {labels.light}
        </ToggleButton>
        <ToggleButton size="small" icon={<WeatherMoonRegular />} checked={mode === 'dark'} onClick={() => setMode('dark')}>
          {labels.dark}
        </ToggleButton>
        <ToggleButton size="small" checked={width === 'narrow'} onClick={() => setWidth('narrow')}>
          {labels.narrow}
        </ToggleButton>
        <ToggleButton size="small" checked={width === 'wide'} onClick={() => setWidth('wide')}>
          {labels.wide}
        </ToggleButton>
      </div>
      <FluentProvider theme={createBrandTheme(brand, mode, lang)} lang={lang} data-reader-mode={mode} data-reader-width={width}>
        <article className={mergeClasses(styles.page, styles[width])} lang={lang}>
          <h2 className={styles.title}>{title}</h2>
          {noteBefore && (
            <div role="note" className={styles.note}>
              <span className={styles.noteLabel}>{labels.noteBefore}</span>
              {noteBefore}
            </div>
          )}
          {(doc.content ?? []).map((block, i) => renderBlock(block, i, styles))}
          {noteAfter && (
            <div role="note" className={mergeClasses(styles.note, styles.noteAfter)}>
              <span className={styles.noteLabel}>{labels.noteAfter}</span>
              {noteAfter}
            </div>
          )}
        </article>
      </FluentProvider>
    </div>
  );
}
