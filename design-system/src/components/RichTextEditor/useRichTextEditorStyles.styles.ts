import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** The writing area, its text and the marks of matches and problems: brand tokens only, in either colour mode. */
export const useRichTextEditorStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke, boxShadow: `inset 0 -1px 0 0 ${tokens.colorCompoundBrandStroke}` },
    '@media (forced-colors: active)': { ...shorthands.borderColor('CanvasText') },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2), ':focus-within': { borderBottomColor: tokens.colorPaletteRedBorder2, boxShadow: 'none' } },
  disabled: { ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled), backgroundColor: tokens.colorNeutralBackgroundDisabled },
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  content: {
    '& .ProseMirror': {
      outlineStyle: 'none',
      minHeight: 'var(--wc-editor-min-height, 50vh)',
      paddingBlock: tokens.spacingVerticalM,
      paddingInline: tokens.spacingHorizontalL,
      color: tokens.colorNeutralForeground1,
      fontFamily: tokens.fontFamilyBase,
      fontSize: tokens.fontSizeBase400,
      lineHeight: tokens.lineHeightBase500,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
    },
    '& .ProseMirror p': { marginBlock: `0 ${tokens.spacingVerticalM}` },
    '& .ProseMirror p[style*="center"]': { textAlign: 'center' },
    '& .ProseMirror blockquote': {
      marginBlock: `0 ${tokens.spacingVerticalM}`,
      marginInline: 0,
      paddingInlineStart: tokens.spacingHorizontalL,
      borderInlineStartWidth: tokens.strokeWidthThickest,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorBrandStroke2,
      color: tokens.colorNeutralForeground2,
    },
    // A scene break reads as a short centred line with room around it, as readers see it.
    '& .ProseMirror hr': {
      width: '30%',
      marginBlock: tokens.spacingVerticalXL,
      marginInline: 'auto',
      border: 'none',
      borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    },
    '& .ProseMirror hr.ProseMirror-selectednode': { borderTopColor: tokens.colorBrandStroke1 },
    '& .wc-search-match': { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1, borderRadius: tokens.borderRadiusSmall },
    // The match the author is on: the brand's strong colour, with the text colour made for it (both modes).
    '& .wc-search-current': { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
    '& .wc-text-problem': {
      textDecorationLine: 'underline',
      textDecorationStyle: 'wavy',
      textDecorationColor: tokens.colorStatusDangerForeground1,
      backgroundColor: tokens.colorStatusDangerBackground1,
    },
    '@media (forced-colors: active)': {
      '& .wc-search-match': { forcedColorAdjust: 'none', backgroundColor: 'Mark', color: 'MarkText' },
      '& .wc-search-current': { backgroundColor: 'Highlight', color: 'HighlightText' },
      '& .wc-text-problem': { textDecorationColor: 'CanvasText' },
    },
  },
  hintRow: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  status: { marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' },
});
