/**
 * The reference data of the novel form, by stable key. Names live in
 * ./i18n/<locale>.json (key → name) so every interface language has them;
 * a unit test checks that every key is named in all 11.
 */
export const CATEGORIES: ReadonlyArray<{ key: string; children: readonly string[] }> = [
  { key: 'fantasy', children: ['fantasy.epic', 'fantasy.urban', 'fantasy.dark', 'fantasy.cultivation'] },
  { key: 'romance', children: ['romance.contemporary', 'romance.historical', 'romance.paranormal', 'romance.werewolf'] },
  { key: 'scifi', children: ['scifi.space_opera', 'scifi.cyberpunk', 'scifi.post_apocalyptic', 'scifi.time_travel'] },
  { key: 'mystery', children: ['mystery.detective', 'mystery.thriller', 'mystery.horror', 'mystery.suspense'] },
  { key: 'action', children: ['action.martial_arts', 'action.military', 'action.system', 'action.reincarnation'] },
  { key: 'young_adult', children: ['young_adult.coming_of_age', 'young_adult.school_life', 'young_adult.fairy_tale'] },
  { key: 'general', children: ['general.drama', 'general.comedy', 'general.slice_of_life', 'general.historical_fiction'] },
];

export const GENRES: readonly string[] = [
  'genre.adventure',
  'genre.comedy',
  'genre.drama',
  'genre.horror',
  'genre.mystery',
  'genre.romance',
  'genre.tragedy',
  'genre.action',
  'genre.thriller',
  'genre.slice_of_life',
  'genre.supernatural',
  'genre.historical',
];

/** Starred categories need at least one label. */
export const TAG_CATEGORIES: ReadonlyArray<{ key: string; starred: boolean; labels: readonly string[] }> = [
  { key: 'tags.lead', starred: true, labels: ['tag.male_lead', 'tag.female_lead', 'tag.multiple_leads'] },
  { key: 'tags.tone', starred: true, labels: ['tag.light', 'tag.dark', 'tag.bittersweet', 'tag.humorous'] },
  { key: 'tags.setting', starred: false, labels: ['tag.modern', 'tag.historical', 'tag.futuristic', 'tag.otherworld'] },
  {
    key: 'tags.tropes',
    starred: false,
    labels: ['tag.enemies_to_lovers', 'tag.second_chance', 'tag.rags_to_riches', 'tag.revenge', 'tag.hidden_identity', 'tag.found_family'],
  },
];

/**
 * Contests seeded on first start, open from then for `days` (or closed
 * `days` ago when negative), so a new install has one to join.
 */
export const CONTESTS: ReadonlyArray<{ key: string; days: number; sectionId: number | null; category: string | null }> = [
  { key: 'contest.spring_fantasy', days: 120, sectionId: null, category: 'fantasy' },
  { key: 'contest.romance_sprint', days: 60, sectionId: null, category: 'romance' },
  { key: 'contest.winter_mystery', days: -10, sectionId: null, category: 'mystery' },
];
export const contestDescriptionKey = (key: string) => `${key}.description`;

/** Every key that needs a name in each language. */
export function referenceKeys(): string[] {
  return [
    ...CATEGORIES.flatMap((c) => [c.key, ...c.children]),
    ...GENRES,
    ...TAG_CATEGORIES.flatMap((c) => [c.key, ...c.labels]),
    ...CONTESTS.flatMap((c) => [c.key, contestDescriptionKey(c.key)]),
  ];
}
