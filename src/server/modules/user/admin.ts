/** Staff actions on accounts: resetting an author's two-factor sign-in (a lost phone and lost recovery codes). */
import Type from 'typebox';
import { TEXT_MAX_CHARS } from '../../../domain/limits';
import { Id, Text } from '../../../domain/api/common';
import { defineAction, needText } from '../../admin/registry';
import { notFound, ValidationError } from '../../lib/errors';
import { audit } from '../audit';
import { queueMail } from '../mail';
import { twoFactorRepository } from './two-factor-repository';
import { usersRepository } from './users-repository';

const TwoFactorResetRequest = Type.Object({
  user_id: Id('author’s user id', 7),
  reason: Text(TEXT_MAX_CHARS, 'why (kept in the audit trail and told to the author)', 'Lost phone; identity checked by a video call on 3 Dec'),
});
const TwoFactorReset = Type.Object({ user_id: Id('author’s user id', 7), enabled: Type.Boolean({ examples: [false] }) });

export const twoFactorActions = [
  defineAction({
    name: 'user.twoFactorReset',
    method: 'POST',
    summary: 'Turn an author’s two-factor sign-in off (they set it up again), with the reason: audited, and the author is mailed',
    role: 'editor',
    // Editors reset only their own authors' sign-in; the account of nobody's author, only admins.
    scope: {
      async authorOf(db, input) {
        return (await usersRepository(db).findById(input.user_id)) ? input.user_id : null;
      },
    },
    input: TwoFactorResetRequest,
    output: TwoFactorReset,
    message: 'twoFactor.reset',
    cli: {
      command: 'two-factor:reset',
      usage: '<user id> --reason "why"',
      input: ({ target, flags }) => ({ user_id: Number(needText(target, 'the author’s user id')), reason: needText(flags.reason, 'the reason (--reason)') }),
    },
    async run({ tx, member, origin }, { user_id, reason }) {
      if (!reason.trim()) throw new ValidationError({ reason: { id: 'validation.required' } });
      const user = await usersRepository(tx).findById(user_id);
      if (!user) throw notFound();
      if (!(await twoFactorRepository(tx).remove(user_id))) throw notFound('twoFactor.notOn');
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'user.two_factor_reset', subject: { kind: 'user', id: user_id, userId: user_id }, after: { reason: reason.trim() }, origin });
      await queueMail(tx, { to: user.email, template: 'two_factor_reset', lang: user.lang, site: user.fromSite, params: { reason: reason.trim() } });
      return { user_id, enabled: false };
    },
  }),
];
