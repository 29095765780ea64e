/** Staff actions on messages: broadcast announcements to all authors, a site or a language section. */
import Type from 'typebox';
import { LOCALES } from '../../../domain/locales';
import { TEXT_MAX_CHARS } from '../../../domain/limits';
import { LANGUAGE_SECTIONS } from '../../../domain/novel';
import { SITE_ID_MAX, SITE_ID_MIN } from '../../../domain/sites';
import { Count, Id, IsoTime, ListOf, Nullable, OneOf } from '../../../domain/api/common';
import { ValidationError } from '../../lib/errors';
import { defineAction, flagText } from '../../admin/registry';
import { perLanguage } from '../../admin/localized-text';
import {  } from '../../admin/scopes';
import { audit } from '../audit';
import { NOTICE_CHANNEL } from './notices';
import { noticesRepository } from './notices-repository';
import { staffAnnouncementsRepository } from './announcements-repository';

const localized = (what: string) =>
  Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: TEXT_MAX_CHARS }), { maxProperties: LOCALES.length, description: `${what} per interface language; English is the fallback`, examples: [{ en: 'New contest', de: 'Neuer Wettbewerb' }] });

const AUDIENCES = ['all', 'site', 'section'] as const;

const Announcement = Type.Object({
  id: Id('announcement id', 5),
  audience: OneOf(AUDIENCES),
  site_id: Nullable(Type.Integer()),
  section_id: Nullable(Type.Integer()),
  title: Type.String({ description: 'the English title (or the first)' }),
  languages: Type.Array(Type.String()),
  pinned: Type.Boolean(),
  created_at: IsoTime(),
});


export const notificationActions = [
  defineAction({
    name: 'announcement.publish',
    method: 'POST',
    summary: 'Publish an announcement to all authors, a site (site_id) or a language section (section_id), in several languages with English as the fallback',
    role: 'admin',
    input: Type.Object({
      audience: OneOf(AUDIENCES, 'who reads it'),
      site_id: Type.Optional(Type.Integer({ minimum: SITE_ID_MIN, maximum: SITE_ID_MAX, examples: [511] })),
      section_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, examples: [15] })),
      titles: localized('title'),
      bodies: localized('text'),
      pinned: Type.Optional(Type.Boolean()),
    }),
    output: Type.Object({ id: Id('announcement id', 5), audience_size: Count('authors it reaches today', 1200) }),
    cli: {
      command: 'announce',
      usage: '--audience all|site|section [--site 511] [--section 15] --title-en "…" --body-en "…" [--title-de "…" --body-de "…"] [--pinned]',
      input: ({ flags }) => ({
        audience: (flagText(flags.audience) ?? 'all') as (typeof AUDIENCES)[number],
        ...(flagText(flags.site) ? { site_id: Number(flags.site) } : {}),
        ...(flagText(flags.section) ? { section_id: Number(flags.section) } : {}),
        titles: perLanguage(flags, 'title'),
        bodies: perLanguage(flags, 'body'),
        pinned: flags.pinned === true,
      }),
    },
    async run({ tx, member, origin }, input) {
      const languages = Object.keys(input.titles);
      if (!input.titles.en?.trim() || !input.bodies.en?.trim()) throw new ValidationError({ titles: { id: 'admin.announcement.english' } });
      if (languages.some((l) => !(LOCALES as readonly string[]).includes(l)) || Object.keys(input.bodies).some((l) => !(LOCALES as readonly string[]).includes(l))) {
        throw new ValidationError({ titles: { id: 'validation.invalid' } });
      }
      if (input.audience === 'site' && input.site_id === undefined) throw new ValidationError({ site_id: { id: 'validation.invalid' } });
      if (input.audience === 'section' && !LANGUAGE_SECTIONS.some((s) => s.section_id === input.section_id)) throw new ValidationError({ section_id: { id: 'validation.section.required' } });
      const published = staffAnnouncementsRepository(tx);
      const row = await published.publish({
          audience: input.audience,
          siteId: input.audience === 'site' ? input.site_id! : null,
          sectionId: input.audience === 'section' ? input.section_id! : null,
          titles: input.titles,
          bodies: input.bodies,
          pinned: input.pinned ?? false,
          createdBy: member.id,
        });
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'announcement.published', subject: { kind: 'announcement', id: row.id }, after: { audience: row.audience, site_id: row.siteId, section_id: row.sectionId }, origin });
      // Every open tab recounts (the payload "*" means everyone).
      await noticesRepository(tx).signal(NOTICE_CHANNEL, '*');
      const lang = row.audience === 'section' ? LANGUAGE_SECTIONS.find((s) => s.section_id === row.sectionId)!.lang : undefined;
      return { id: row.id, audience_size: await published.audienceSize(row.audience, row.siteId, lang) };
    },
  }),
  defineAction({
    name: 'announcement.list',
    method: 'GET',
    summary: 'Announcements, newest first',
    role: 'editor',
    scope: 'platform',
    input: Type.Object({}),
    output: ListOf(Announcement),
    cli: { command: 'announcements' },
    async run({ tx }) {
      const rows = await staffAnnouncementsRepository(tx).latest(200);
      return {
        list: rows.map((a) => ({
          id: a.id,
          audience: a.audience as (typeof AUDIENCES)[number],
          site_id: a.siteId,
          section_id: a.sectionId,
          title: a.titles.en ?? Object.values(a.titles)[0] ?? '',
          languages: Object.keys(a.titles),
          pinned: a.pinned,
          created_at: a.createdAt.toISOString(),
        })),
      };
    },
  }),
];
