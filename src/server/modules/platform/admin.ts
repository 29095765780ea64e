/** Staff manage the platform's service keys (the reader site's access to /platform/v1/*). */
import Type from 'typebox';
import { Id, ListOf, OneOf, Text } from '../../../domain/api/common';
import { PLATFORM_SCOPES, PlatformKeyEntry, type PlatformScope } from '../../../domain/api/platform';
import type { PlatformKey } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { defineAction } from '../../admin/registry';
import { audit } from '../audit/audit';
import { platformKeyStore } from './keys';

const entry = (k: PlatformKey) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});

export const platformActions = [
  defineAction({
    name: 'platform.keyCreate',
    method: 'POST',
    summary: 'A new service key for the platform API (admin); the key is shown in this answer only',
    role: 'admin',
    input: Type.Object({
      name: Text(80, 'what the key is for', 'reader site (production)'),
      scopes: Type.Optional(Type.Array(OneOf(PLATFORM_SCOPES, 'a scope'), { minItems: 1, uniqueItems: true, description: 'what the key may do (default: everything)' })),
    }),
    output: Type.Object({ key: Type.String({ description: 'send it as "Authorization: Bearer <key>"; it is not stored', examples: ['wcp_3f9a1c…'] }), entry: PlatformKeyEntry }),
    cli: {
      command: 'platform:key-create',
      usage: '<name> [--scopes income,comments,stats]',
      input: ({ target, flags }) => ({ name: target ?? '', ...(typeof flags.scopes === 'string' ? { scopes: flags.scopes.split(',').map((s) => s.trim()) as PlatformScope[] } : {}) }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const { key, row } = await platformKeyStore(tx).create(input.name, ctx.member.id, input.scopes);
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'platform_key.created', subject: { kind: 'platform_key', id: row.id }, after: { name: row.name, prefix: row.prefix, scopes: row.scopes.join(',') }, origin: ctx.origin });
      return { key, entry: entry(row) };
    },
  }),
  defineAction({
    name: 'platform.keys',
    method: 'GET',
    summary: 'The platform API’s service keys, newest first (admin): name, prefix, use and revocation',
    role: 'admin',
    input: Type.Object({}),
    output: ListOf(PlatformKeyEntry),
    cli: { command: 'platform:keys' },
    async run(ctx) {
      return { list: (await platformKeyStore(ctx.tx).list()).map(entry) };
    },
  }),
  defineAction({
    name: 'platform.keyRevoke',
    method: 'POST',
    summary: 'Revoke a service key at once, on every instance (admin)',
    role: 'admin',
    input: Type.Object({ id: Id('key id', 3) }),
    output: PlatformKeyEntry,
    cli: { command: 'platform:key-revoke', usage: '<key id>', input: ({ target }) => ({ id: Number(target) }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const row = await platformKeyStore(tx).revoke(input.id);
      if (!row) throw new AppError(ApiCode.NotFound, 'error.notFound');
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'platform_key.revoked', subject: { kind: 'platform_key', id: row.id }, origin: ctx.origin });
      return entry(row);
    },
  }),
];
