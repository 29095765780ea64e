/** Staff accounts: who may review and publish in the back office. */
import Type from 'typebox';
import { ApiCode } from '../../../domain/errors';
import { ValidationError } from '../../lib/errors';
import { defineAction, flagText } from '../../admin/registry';
import { staffRepository, type StaffRole } from '../../admin/staff-repository';
import { ListOf, StaffCreateRequest, StaffCreated, StaffMember } from '../../admin/wire';
import { audit } from '../audit';
import { hashPassword } from '../user';

/** Staff passwords are longer than authors': they open every author's data. */
const STAFF_PASSWORD_MIN = 12;


export const staffActions = [
  defineAction({
    name: 'staff.list',
    method: 'GET',
    summary: 'Staff accounts',
    role: 'admin',
    input: Type.Object({}),
    output: ListOf(StaffMember),
    cli: { command: 'staff:list' },
    async run({ tx }) {
      return { list: (await staffRepository(tx).list()).map((s) => ({ id: s.id, email: s.email, name: s.name, role: s.role as StaffRole, system: s.system === 1 })) };
    },
  }),
  defineAction({
    name: 'staff.create',
    method: 'POST',
    summary: 'Create a staff account (admin)',
    role: 'admin',
    input: StaffCreateRequest,
    output: StaffCreated,
    cli: {
      command: 'staff:create',
      usage: '--email E --name N --role editor|admin --password P [--languages en,es]',
      input: ({ flags }) => ({
        email: flagText(flags.email) ?? '',
        name: flagText(flags.name) ?? '',
        role: (flagText(flags.role) ?? '') as StaffRole,
        password: flagText(flags.password) ?? '',
        ...(flagText(flags.languages) ? { languages: flagText(flags.languages)!.split(',').map((l) => l.trim()) as never } : {}),
      }),
    },
    async run({ tx, member, origin }, input) {
      if (!/^\S+@\S+\.\S+$/.test(input.email)) throw new ValidationError({ email: { id: 'validation.email.format' } });
      if (input.password.length < STAFF_PASSWORD_MIN) throw new ValidationError({ password: { id: 'validation.password.min', values: { min: STAFF_PASSWORD_MIN } } });
      if (!input.name.trim()) throw new ValidationError({ name: { id: 'validation.invalid' } });
      const row = await staffRepository(tx).create({ ...input, passwordHash: await hashPassword(input.password) });
      if (!row) throw new ValidationError({ email: { id: 'auth.signup.emailTaken' } }, ApiCode.Conflict, 'auth.signup.emailTaken');
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'staff.created', subject: { kind: 'staff', id: row.id }, after: { email: row.email, role: row.role }, origin });
      return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
    },
  }),
];
