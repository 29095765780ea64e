import * as React from 'react';
import { makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { getInitials } from '@fluentui/react-avatar';
import { PersonRegular } from '@fluentui/react-icons';

/*
 * Fluent's Avatar as the portal shows it: at size 28 in the brand's colour in the top bar, at size
 * 32 in the neutral colour on a comment. The picture, or else the initials of the name, or else the
 * generic person; a picture that fails to load gives way to what is under it. Fluent's own Avatar
 * brings its presence badge and that badge's sized icons with it (about 7–10 KiB gzip) for a circle
 * that never shows a presence; these are its styles, drawn the same.
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
  },
  size28: { width: '28px', height: '28px', fontSize: tokens.fontSizeBase200 },
  size32: { width: '32px', height: '32px', fontSize: tokens.fontSizeBase300 },
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
  },
  brand: { color: tokens.colorNeutralForegroundStaticInverted, backgroundColor: tokens.colorBrandBackgroundStatic },
  neutral: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground6 },
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
  },
  person: { fontSize: '20px' },
});

export interface AvatarPictureProps {
  /** the picture; none, or one that fails to load, shows the initials or the person */
  src?: string | null;
  /** whose picture: its initials show without one */
  name?: string;
  /** initials to show instead of the name's */
  initials?: string;
  /** @default 28 */
  size?: 28 | 32;
  /** @default 'brand' */
  color?: 'brand' | 'neutral';
}

/** A person's picture in a circle (decorative: the text beside it or the button around it carries the name). */
export function AvatarPicture({ src, name, initials, size = 28, color = 'brand' }: AvatarPictureProps) {
  const styles = useStyles();
  const { dir } = useFluent();
  const [failed, setFailed] = React.useState<string | null>(null);
  const shown = src && failed !== src ? src : undefined;
  const letters = initials || (name ? getInitials(name, dir === 'rtl') : '');
  return (
    <span className={mergeClasses(styles.root, size === 32 ? styles.size32 : styles.size28)} aria-hidden>
      {!shown && (
        <span className={mergeClasses(styles.fill, styles.icon, styles[color], !letters && styles.person)}>{letters || <PersonRegular />}</span>
      )}
      {shown && <img className={mergeClasses(styles.fill, styles.image)} src={shown} alt="" onError={() => setFailed(shown)} />}
    </span>
  );
}
