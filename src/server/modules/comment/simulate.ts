/**
 * Realistic reader comments for the demo and the benches (`comments:simulate`): readers with
 * names, reviews, chapter and paragraph comments in several languages, likes, times spread over
 * the last days, and a few that the vetting will remove. They go through the real ingestion.
 */
import type { Db } from '../../db/client';
import type { CommentWire } from '../../../domain/api/comments';
import { seededRandom } from '../../lib/seeded-random';
import { worksRepository } from './works-repository';

const READERS = ['nightowl_reads', 'Lina M.', 'page_turner', 'Bao Tran', 'Kasem', 'Rosa P.', 'Dmitri K.', 'Ayu', 'Miguel', 'Juno', 'Théo', 'Hanna', 'Sari', 'reader_4471', 'Wen'];
const TEXTS: Record<string, string[]> = {
  en: [
    'I did not see that coming! Please update soon.',
    'The pacing in this chapter is perfect.',
    'Why would she trust him after everything?',
    'This is my favourite novel this year.',
    'The lantern scene gave me chills.',
    'Could the next chapter be a little longer?',
    'I reread this twice. Beautiful writing.',
    'Is the sea witch coming back?',
  ],
  es: ['¡No me lo esperaba! Actualiza pronto, por favor.', 'Me encanta cómo escribes los diálogos.', '¿Cuándo sale el próximo capítulo?'],
  id: ['Ceritanya makin seru, lanjut thor!', 'Aku suka banget karakter utamanya.'],
  pt: ['Que capítulo incrível, não consigo parar de ler.', 'Quero saber o que acontece agora!'],
  ru: ['Очень жду продолжения!', 'Этот поворот сюжета был неожиданным.'],
  th: ['สนุกมากค่ะ รออ่านตอนต่อไปนะคะ', 'ชอบตัวละครนี้ที่สุดเลย'],
  fil: ['Ang ganda ng kabanatang ito! Sana may update agad.', 'Hindi ko inasahan iyon!'],
  fr: ['Quel rebondissement, je ne m’y attendais pas !', 'J’adore l’ambiance de ce chapitre.'],
  vi: ['Truyện hay quá, mong tác giả ra chương mới sớm!', 'Mình rất thích nhân vật chính.'],
  de: ['Was für eine Wendung! Bitte schnell weiterschreiben.', 'Die Stimmung in diesem Kapitel ist wunderbar.'],
  zh: ['太精彩了，期待下一章！', '这个反转我完全没想到。'],
};
/** Comments the vetting removes, so every state is seen. */
const VETTED = ['Message me on telegram: story_fan_88 for the raw chapters', 'Free chapters at www.readfree-novels.com', 'Call me 0917 555 0134 to talk about it', 'mail me: fan.club@example.com'];
const LANGS = Object.keys(TEXTS);

export interface SimulateOptions {
  novelId: number;
  count: number;
  /** spread over this many days before `now` */
  days?: number;
  now?: Date;
  seed?: number;
  /** ids start with this (default `sim-<novel>-<time>`) */
  prefix?: string;
  /** share of comments with contact details (default 3 %) */
  vettedShare?: number;
}

/** `count` realistic comments on a novel, ready for ingestComments. */
export async function simulatedComments(db: Db, options: SimulateOptions): Promise<CommentWire[]> {
  const now = options.now ?? new Date();
  const rand = seededRandom(options.seed ?? now.getTime());
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  // Readers comment only on chapters they can read.
  const chapterRows = await worksRepository(db).liveChapters(options.novelId, 500);
  const prefix = options.prefix ?? `sim-${options.novelId}-${now.getTime().toString(36)}`;
  const spanMs = (options.days ?? 14) * 86_400_000;
  const vettedShare = options.vettedShare ?? 0.03;
  const out: CommentWire[] = [];
  for (let i = 0; i < options.count; i++) {
    const roll = rand();
    const type = !chapterRows.length || roll < 0.25 ? 'review' : roll < 0.75 ? 'chapter' : 'paragraph';
    const chapter = type === 'review' ? undefined : pick(chapterRows);
    const lang = rand() < 0.5 ? 'en' : pick(LANGS);
    const text = rand() < vettedShare ? pick(VETTED) : pick(TEXTS[lang]);
    const readerIndex = Math.floor(rand() * READERS.length);
    const comment: CommentWire = {
      id: `${prefix}-${i}`,
      original_book_id: options.novelId,
      type,
      reader_id: `r-${1000 + readerIndex}`,
      reader_name: READERS[readerIndex],
      text,
      lang,
      likes: Math.floor(rand() * rand() * 60),
      posted_at: new Date(now.getTime() - Math.floor(rand() * spanMs)).toISOString(),
    };
    if (chapter) comment.chapter_id = chapter.id;
    if (type === 'paragraph' && chapter) {
      const paragraphs = chapter.content.split(/\n+/).filter((p) => p.trim());
      const index = Math.max(0, Math.floor(rand() * paragraphs.length));
      comment.paragraph = index + 1;
      comment.quote = [...(paragraphs[index] ?? '')].slice(0, 160).join('') || undefined;
      if (!comment.quote) delete comment.quote;
    }
    out.push(comment);
  }
  return out;
}
