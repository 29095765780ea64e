/** Staff see the accounts waiting to be deleted: when each asked, until when it can be undone, when it is completed. */
import Type from 'typebox';
import { defineAction } from '../../admin/registry';
import { PendingDeletionList } from '../../../domain/api/account-lifecycle';
import { audit } from '../audit';
import { pendingDeletions } from './account-deletion';

export const userActions = [
  defineAction({
    name: 'account.deletions',
    method: 'GET',
    summary: 'Accounts whose deletion is pending, the soonest due first (admin): when each was asked for, until when signing in can undo it, when the job completes it; every read is audited',
    role: 'admin',
    input: Type.Object({}),
    output: PendingDeletionList,
    cli: {
      command: 'deletions',
      print({ list }, { out }) {
        if (!list.length) out.log('No account is waiting to be deleted.');
        else out.table(list.map((d) => ({ user: d.user_id, pen_name: d.pen_name ?? '', works: d.published_works, requested: d.requested_at, undo_until: d.undo_until, due: d.due_at })));
      },
    },
    async run({ tx, member, origin }) {
      const list = await pendingDeletions(tx);
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'account.deletions_read', subject: { kind: 'account_deletion', id: 'list' }, after: { accounts: list.map((d) => d.user_id) }, origin });
      return { list };
    },
  }),
];
