import { makeStyles, tokens } from '@fluentui/react-components';

export const useSignaturePadStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pad: {
    position: 'relative',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  padInvalid: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  padDisabled: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeDisabled}`, backgroundColor: tokens.colorNeutralBackgroundDisabled },
  // The line to sign on: drawn by CSS, so it is not part of the exported PNG.
  baseline: {
    position: 'absolute',
    insetInline: tokens.spacingHorizontalL,
    top: '72%',
    borderBottom: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    pointerEvents: 'none',
  },
  canvas: {
    position: 'relative',
    display: 'block',
    width: '100%',
    touchAction: 'none',
    cursor: 'crosshair',
    color: tokens.colorNeutralForeground1,
    '@media (forced-colors: active)': { color: 'CanvasText' },
  },
  canvasIdle: { cursor: 'default' },
});
