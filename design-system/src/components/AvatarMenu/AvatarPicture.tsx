import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';

/*
 * Fluent's Avatar at size 28, colour "brand", as the top bar shows it: the author's picture, or
 * the generic person when there is none or it fails to load. Fluent's own Avatar brings its
 * presence badge and that badge's sized icons with it, which every signed-in page loaded for a
 * circle that never shows a presence (about 10 KiB gzip); these are the same styles, drawn the same.
 */
const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    width: '28px',
    height: '28px',
  },
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    color: tokens.colorNeutralForegroundStaticInverted,
    backgroundColor: tokens.colorBrandBackgroundStatic,
  },
  image: { objectFit: 'cover', verticalAlign: 'top' },
  icon: {
    boxSizing: 'border-box',
    lineHeight: '1',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    userSelect: 'none',
    fontSize: '20px',
  },
});

/** The author's picture in the top bar (decorative: the button around it carries the name). */
export function AvatarPicture({ src }: { src?: string | null }) {
  const styles = useStyles();
  const [failed, setFailed] = React.useState<string | null>(null);
  const shown = src && failed !== src ? src : undefined;
  return (
    <span className={styles.root} aria-hidden>
      {!shown && (
        <span className={mergeClasses(styles.fill, styles.icon)}>
          <PersonRegular />
        </span>
      )}
      {shown && <img className={mergeClasses(styles.fill, styles.image)} src={shown} alt="" onError={() => setFailed(shown)} />}
    </span>
  );
}
