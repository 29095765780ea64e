import type { NovelDetail } from '../../../domain/api/novels';

/** The novel form as Formik holds it: selects and number inputs as text, the shared schema casts them. */
export interface NovelValues {
  section_id: string;
  title: string;
  name: string;
  blurb: string;
  intro: string;
  protagonists: string;
  category_id: string;
  sub_category_id: string;
  genre_ids: number[];
  label_ids: number[];
  content_rating: string;
  cover_id: string;
  exclusive: '' | 'true' | 'false';
  original_platform: string;
  estimated_words: string;
  monthly_words: string;
  /** create only: the contest chosen in the form (an /addbook/{event_id} link fixes it instead) */
  contest_id: string;
}

export function novelValues(novel?: NovelDetail, sectionId?: number): NovelValues {
  return {
    section_id: novel ? String(novel.section_id) : sectionId ? String(sectionId) : '',
    title: novel?.title ?? '',
    name: novel?.name ?? '',
    blurb: novel?.blurb ?? '',
    intro: novel?.intro ?? '',
    protagonists: novel?.protagonists ?? '',
    category_id: novel ? String(novel.category_id) : '',
    sub_category_id: novel ? String(novel.sub_category_id) : '',
    genre_ids: novel?.genre_ids ?? [],
    label_ids: novel?.label_ids ?? [],
    content_rating: novel?.content_rating ?? '',
    cover_id: '',
    exclusive: novel ? (novel.exclusive ? 'true' : 'false') : '',
    original_platform: novel?.original_platform ?? '',
    estimated_words: novel ? String(novel.estimated_words) : '',
    monthly_words: novel ? String(novel.monthly_words) : '',
    contest_id: 'none',
  };
}
