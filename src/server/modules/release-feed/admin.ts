/** The back office's reader-site simulator: what a service key's reader site shows after following release.feed. */
import Type from 'typebox';
import { Count, ListOf, Text } from '../../../domain/api/common';
import { MirrorNovel } from '../../../domain/api/release-feed';
import { applyReleaseEvents, emptyMirror, mirroredChapters, mirroredNovels } from '../../../domain/release-mirror';
import { defineAction } from '../../admin/registry';
import { forbidden, unauthorized } from '../../lib/errors';
import { audit } from '../audit';
import { findPlatformKey } from '../platform';
import { readReleaseFeed } from './read';
import { RELEASE_PAGE_MAX } from './routes';

const Mirrored = Type.Object({ ...ListOf(MirrorNovel).properties, events: Count('events followed', 1400), cursor: Count('the feed’s cursor after them', 2048) });

export const releaseFeedActions = [
  defineAction({
    name: 'platform.mirror',
    method: 'POST',
    summary: 'Follow release.feed with a service key, as its reader site does, and show what readers would see: novels, chapters in order, free or paid (admin)',
    role: 'admin',
    input: Type.Object({ key: Text(100, 'the service key (it needs the content scope)', 'wcp_3f9a1c…') }),
    output: Mirrored,
    cli: {
      command: 'platform:mirror',
      usage: '--key wcp_…   (or the key in PLATFORM_KEY)',
      input: ({ flags, env }) => ({ key: typeof flags.key === 'string' ? flags.key : (env.PLATFORM_KEY ?? '') }),
      print({ list, events, cursor }, { out }) {
        out.log(`${list.length} novel(s) from ${events} event(s); the feed's cursor is now ${cursor}.`);
        for (const n of list) {
          const paidFrom = n.first_paid_chapter_code === null ? 'every chapter free' : `paid from chapter ${n.first_paid_chapter_code}`;
          out.log(`\n#${n.original_book_id} ${n.title}, by ${n.author_name} (${n.status}, review ${n.review_status}, ${paidFrom})`);
          if (!n.chapters.length) out.log('  no chapters out yet');
          for (const c of n.chapters) out.log(`  ${String(c.chapter_code).padStart(4)}  ${c.paid ? 'paid' : 'free'}  ${String(c.words).padStart(6)} words  ${c.title}`);
        }
      },
    },
    async run({ tx, storage, member, origin }, input) {
      const key = await findPlatformKey(tx, input.key);
      if (!key) throw unauthorized();
      if (!key.scopes.includes('content')) throw forbidden();
      const mirror = emptyMirror();
      let cursor = 0;
      let events = 0;
      for (let more = true; more; ) {
        const page = await readReleaseFeed(tx, cursor, RELEASE_PAGE_MAX, key.sites, storage.urlFor);
        applyReleaseEvents(mirror, page.events);
        events += page.events.length;
        ({ cursor, more } = page);
      }
      const list = mirroredNovels(mirror).map((entry) => ({
        original_book_id: entry.novel.original_book_id,
        title: entry.novel.title,
        author_name: entry.novel.author_name,
        status: entry.novel.status,
        review_status: entry.novel.review_status,
        first_paid_chapter_code: entry.novel.first_paid_chapter_code,
        chapters: mirroredChapters(entry).map((c) => ({ original_chapter_id: c.original_chapter_id, chapter_code: c.chapter_code, title: c.title, words: c.words, paid: c.paid })),
      }));
      // Staff read what a key's reader site reads: the trail says who used which key.
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'platform_key.mirrored', subject: { kind: 'platform_key', id: key.id }, after: { events, cursor }, origin });
      return { list, events, cursor };
    },
  }),
];
