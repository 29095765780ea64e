/** Staff manage the platform's service keys (the reader site's access to /platform/v1/*). */
import Type from 'typebox';
import { Id, ListOf, OneOf, Text } from '../../../domain/api/common';
import { PLATFORM_SCOPES, PlatformKeyEntry, PlatformKeySites, type PlatformScope } from '../../../domain/api/platform';
import { SITE_IDS } from '../../../domain/sites';
import type { PlatformKey } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { defineAction } from '../../admin/registry';
import { audit } from '../audit';
import { platformKeyStore } from './keys';
import { keysRepository } from './keys-repository';

const entry = (k: PlatformKey) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  sites: k.sites,
  sites_confirmed: k.sitesConfirmedAt !== null,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});

/** `--sites 503,511` (or `all`, every site, said on purpose) as site ids; anything else is left for the schema to refuse. */
const sitesFlag = (value: string | boolean | undefined): number[] => {
  if (typeof value !== 'string' || !value.trim()) throw new Error('Missing --sites: the sites the key writes for (e.g. --sites 503,511, or --sites all). See: npm run admin -- help');
  return value.trim() === 'all' ? [...SITE_IDS] : value.split(',').map((s) => Number(s.trim()));
};

/** A key that may write for every site because it predates sites, not because staff chose so. */
const unconfirmedWarning = (k: { id: number; name: string; sites_confirmed: boolean }) =>
  k.sites_confirmed ? null : `Warning: key ${k.id} (${k.name}) was made before keys had sites and may write for every site. Choose its sites: npm run admin -- platform:key-sites ${k.id} --sites …`;

export const platformActions = [
  defineAction({
    name: 'platform.keyCreate',
    method: 'POST',
    summary: 'A new service key for the platform API (admin); the key is shown in this answer only',
    role: 'admin',
    input: Type.Object({
      name: Text(80, 'what the key is for', 'reader site (production)'),
      scopes: Type.Optional(Type.Array(OneOf(PLATFORM_SCOPES, 'a scope'), { minItems: 1, uniqueItems: true, description: 'what the key may do (default: everything)' })),
      sites: PlatformKeySites('the sites whose authors’ works the key may write for (required: a key for one reader site must not write for another)'),
    }),
    output: Type.Object({ key: Type.String({ description: 'send it as "Authorization: Bearer <key>"; it is not stored', examples: ['wcp_3f9a1c…'] }), entry: PlatformKeyEntry }),
    cli: {
      command: 'platform:key-create',
      usage: '<name> --sites 503,511|all [--scopes income,comments,stats,content]',
      input: ({ target, flags }) => ({
        name: target ?? '',
        sites: sitesFlag(flags.sites),
        ...(typeof flags.scopes === 'string' ? { scopes: flags.scopes.split(',').map((s) => s.trim()) as PlatformScope[] } : {}),
      }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const { key, row } = await platformKeyStore(tx).create(input.name, ctx.member.id, { scopes: input.scopes, sites: input.sites });
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'platform_key.created', subject: { kind: 'platform_key', id: row.id }, after: { name: row.name, prefix: row.prefix, scopes: row.scopes.join(','), sites: row.sites.join(',') }, origin: ctx.origin });
      return { key, entry: entry(row) };
    },
  }),
  defineAction({
    name: 'platform.keySites',
    method: 'POST',
    summary: 'Choose the sites a live service key may write for (admin); ends the warning on a key made before keys had sites',
    role: 'admin',
    input: Type.Object({ id: Id('key id', 3), sites: PlatformKeySites('the sites whose authors’ works the key may write for from now on') }),
    output: PlatformKeyEntry,
    cli: { command: 'platform:key-sites', usage: '<key id> --sites 503,511|all', input: ({ target, flags }) => ({ id: Number(target), sites: sitesFlag(flags.sites) }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const before = await keysRepository(tx).sites(input.id);
      const row = await platformKeyStore(tx).setSites(input.id, input.sites);
      if (!row) throw new AppError(ApiCode.NotFound, 'error.notFound');
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'platform_key.sites_set', subject: { kind: 'platform_key', id: row.id }, before: { sites: before?.sites.join(',') ?? null }, after: { sites: row.sites.join(',') }, origin: ctx.origin });
      return entry(row);
    },
  }),
  defineAction({
    name: 'platform.keyScopes',
    method: 'POST',
    summary: 'Choose what a live service key may do (admin): e.g. grant content (release.feed) to a key made before it existed',
    role: 'admin',
    input: Type.Object({ id: Id('key id', 3), scopes: Type.Array(OneOf(PLATFORM_SCOPES, 'a scope'), { minItems: 1, uniqueItems: true, description: 'what the key may do from now on (the whole list)' }) }),
    output: PlatformKeyEntry,
    cli: {
      command: 'platform:key-scopes',
      usage: '<key id> --scopes income,comments,stats,content',
      input: ({ target, flags }) => ({ id: Number(target), scopes: typeof flags.scopes === 'string' ? (flags.scopes.split(',').map((s) => s.trim()) as PlatformScope[]) : [] }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const before = await keysRepository(tx).scopes(input.id);
      const row = await platformKeyStore(tx).setScopes(input.id, input.scopes);
      if (!row) throw new AppError(ApiCode.NotFound, 'error.notFound');
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'platform_key.scopes_set', subject: { kind: 'platform_key', id: row.id }, before: { scopes: before?.scopes.join(',') ?? null }, after: { scopes: row.scopes.join(',') }, origin: ctx.origin });
      return entry(row);
    },
  }),
  defineAction({
    name: 'platform.keys',
    method: 'GET',
    summary: 'The platform API’s service keys, newest first (admin): name, prefix, sites, use and revocation; a live key with sites_confirmed false may write for every site until its sites are chosen',
    role: 'admin',
    input: Type.Object({}),
    output: ListOf(PlatformKeyEntry),
    cli: {
      command: 'platform:keys',
      print({ list }, { out }) {
        if (!list.length) return out.log('Nothing to show.');
        out.table(list.map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes.join(','), sites: k.sites_confirmed ? k.sites.join(',') : 'every site (unconfirmed)', last_used: k.last_used_at ?? '', revoked: k.revoked_at ?? '' })));
        for (const k of list) {
          const warning = k.revoked_at ? null : unconfirmedWarning(k);
          if (warning) out.warn(warning);
        }
      },
    },
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
