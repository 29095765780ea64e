import { makeStyles, tokens } from '@fluentui/react-components';
import { BookRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  cover: {
    width: '48px',
    height: '64px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: { display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3, fontSize: '24px' },
});

/** A novel's cover at list size (3 × 4), or a placeholder that says there is none. */
export function NovelCover({ url, alt, emptyLabel }: { url: string | null; alt: string; emptyLabel: string }) {
  const styles = useStyles();
  if (url) return <img className={styles.cover} src={url} alt={alt} loading="lazy" width={48} height={64} />;
  return (
    <span className={`${styles.cover} ${styles.empty}`} role="img" aria-label={emptyLabel}>
      <BookRegular aria-hidden />
    </span>
  );
}
