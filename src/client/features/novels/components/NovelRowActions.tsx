import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular, DeleteRegular, EditRegular, MegaphoneRegular, SettingsRegular, TextBulletListAddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu } from '@writers-center/design-system';
import type { NovelSummary } from '../../../../domain/api/novels';
import { announcementsPath, nextChapterPath, plannerPath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/LinkButton';
import { list as m } from '../messages';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/** A novel's next steps: manage it, and in a menu edit it, write its next chapter, plan its releases, announce something to its readers, or delete it while it is a draft. */
export function NovelRowActions({ novel: n, onDelete }: { novel: NovelSummary; onDelete(novel: NovelSummary): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <LinkButton size="small" icon={<SettingsRegular />} href={`/mywork/manageworks/${n.original_book_id}`}>
        {intl.formatMessage(m.manage)}
      </LinkButton>
      <ActionsMenu
        label={intl.formatMessage(m.moreActions, { title: n.title })}
        items={[
          {
            key: 'edit',
            label: intl.formatMessage(m.edit),
            icon: <EditRegular />,
            onSelect: () => navigate(`/mywork/editbook/${n.original_book_id}/${n.section_id}/1`),
          },
          {
            key: 'write',
            label: intl.formatMessage(m.write),
            icon: <TextBulletListAddRegular />,
            onSelect: () => navigate(nextChapterPath(n)),
          },
          {
            key: 'planner',
            label: intl.formatMessage(m.planner),
            icon: <CalendarClockRegular />,
            onSelect: () => navigate(plannerPath(n.original_book_id)),
          },
          {
            key: 'announce',
            label: intl.formatMessage(m.announce),
            icon: <MegaphoneRegular />,
            onSelect: () => navigate(announcementsPath(n.original_book_id)),
          },
          ...(n.status === 'draft'
            ? [{ key: 'delete', label: intl.formatMessage(m.delete), icon: <DeleteRegular />, onSelect: () => onDelete(n) }]
            : []),
        ]}
      />
    </div>
  );
}
