import { AvatarPicture } from '../AvatarMenu/AvatarPicture';
import { StatusBadge } from '../StatusBadge';
import type { CommentCardLabels, CommentCardProps } from './CommentCard.types';
import { useCommentCardStyles } from './useCommentCardStyles.styles';

export type CommentCardHeaderProps = Pick<
  CommentCardProps,
  'authorName' | 'avatarUrl' | 'initials' | 'postedTime' | 'postedDateTime' | 'context' | 'badges' | 'selection'
> & {
  /** the id of the reader's name, which names the card */
  nameId: string;
  headingLevel: 2 | 3 | 4;
  pinned: boolean;
  replied: boolean;
  labels: Pick<CommentCardLabels, 'pinned' | 'replied' | 'unreplied'>;
};

/** The reader (avatar, name, when and on what) and the card's badges. */
export function CommentCardHeader(props: CommentCardHeaderProps) {
  const { authorName, avatarUrl, initials, postedTime, postedDateTime, context, badges, selection, nameId, headingLevel, pinned, replied, labels } = props;
  const styles = useCommentCardStyles();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      {selection}
      <AvatarPicture src={avatarUrl} name={authorName} initials={initials} size={32} color="neutral" />
      <div className={styles.who}>
        <Heading id={nameId} className={styles.name}>
          {authorName}
        </Heading>
        <span className={styles.sub}>
          <time dateTime={postedDateTime}>{postedTime}</time>
          {context && <span>{context}</span>}
        </span>
      </div>
      <div className={styles.badges}>
        {pinned && <StatusBadge family="commentPin" status="pinned" label={labels.pinned} size="small" />}
        <StatusBadge
          family="commentReply"
          status={replied ? 'replied' : 'unreplied'}
          label={replied ? labels.replied : labels.unreplied}
          size="small"
        />
        {badges}
      </div>
    </div>
  );
}
