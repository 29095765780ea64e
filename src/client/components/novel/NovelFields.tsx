import * as React from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { RadioGroup, useBrand, Select, TagPicker, TextArea, TextField, type TagCategory, type TagSelection } from '@writers-center/design-system';
import type { BookOptions, CategoryOption, LanguageSection } from '../../../domain/api/novels';
import { BLURB_WORDS, BOOK_INTRO_HINT_WORDS, BOOK_INTRO_MAX_WORDS, GENRES_PER_NOVEL, LABELS_PER_CATEGORY, TEXT_MAX_CHARS, type SitePolicy } from '../../../domain/limits';
import { countWords } from '../../../domain/words';
import { useFieldProps } from '../../lib/forms';
import { form as m, ratingLabel } from './messages';
import type { NovelValues } from './novel-values';

const GENRE_GROUP = 'genres';

function useSectionCounter() {
  const { values } = useFormikContext<NovelValues>();
  const section = Number(values.section_id) || undefined;
  return React.useCallback((text: string) => countWords(text, section), [section]);
}

function useWordCountLabel() {
  const intl = useIntl();
  return (count: number, min: number | undefined, max: number | undefined) => intl.formatMessage(m.wordCount, { count, min: min ?? 0, max: max ?? 0 });
}

export function SectionField({ sections }: { sections: readonly LanguageSection[] }) {
  const intl = useIntl();
  return (
    <Select
      {...useFieldProps<string>('section_id')}
      label={intl.formatMessage(m.section)}
      hint={intl.formatMessage(m.sectionHint)}
      placeholder={intl.formatMessage(m.sectionPlaceholder)}
      required
      options={sections.map((s) => ({ value: String(s.section_id), label: s.section_name }))}
    />
  );
}

export function TextFields({ policy }: { policy: SitePolicy }) {
  const intl = useIntl();
  const counter = useSectionCounter();
  const countLabel = useWordCountLabel();
  return (
    <>
      <TextField
        {...useFieldProps<string>('title')}
        label={intl.formatMessage(m.title)}
        hint={intl.formatMessage(m.titleHint, { min: policy.bookTitleWords.min, max: policy.bookTitleWords.max })}
        required
        maxLength={TEXT_MAX_CHARS}
        // The title's rule is words, so its counter counts words (characters only have a technical cap).
        countWords={counter}
        minWords={policy.bookTitleWords.min}
        maxWords={policy.bookTitleWords.max}
        countLabel={countLabel}
      />
      {/* Short lines: the shared character cap only stops a paste, it is no length to aim for. */}
      <TextField {...useFieldProps<string>('name')} label={intl.formatMessage(m.name)} hint={intl.formatMessage(m.nameHint)} maxLength={TEXT_MAX_CHARS} showCounter={false} />
      <TextArea
        {...useFieldProps<string>('blurb')}
        label={intl.formatMessage(m.blurb)}
        hint={intl.formatMessage(m.blurbHint, { ...BLURB_WORDS })}
        required
        rows={6}
        countWords={counter}
        minWords={BLURB_WORDS.min}
        maxWords={BLURB_WORDS.max}
        countLabel={countLabel}
      />
      <TextArea
        {...useFieldProps<string>('intro')}
        label={intl.formatMessage(m.intro)}
        hint={intl.formatMessage(m.introHint, { max: BOOK_INTRO_MAX_WORDS, hintMin: BOOK_INTRO_HINT_WORDS.min, hintMax: BOOK_INTRO_HINT_WORDS.max })}
        rows={8}
        countWords={counter}
        maxWords={BOOK_INTRO_MAX_WORDS}
        countLabel={countLabel}
      />
      <TextField
        {...useFieldProps<string>('protagonists')}
        label={intl.formatMessage(m.protagonists)}
        hint={intl.formatMessage(m.protagonistsHint)}
        maxLength={TEXT_MAX_CHARS}
        showCounter={false}
      />
    </>
  );
}

export function CategoryFields({ categories }: { categories: readonly CategoryOption[] }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<NovelValues>();
  const category = useFieldProps<string>('category_id');
  const sub = useFieldProps<string>('sub_category_id');
  const children = categories.find((c) => String(c.id) === values.category_id)?.children ?? [];
  return (
    <>
      <Select
        {...category}
        onChange={(value) => {
          category.onChange(value);
          // A sub-category belongs to one category: choosing another category empties it.
          if (!categories.find((c) => String(c.id) === value)?.children.some((s) => String(s.id) === values.sub_category_id)) void setFieldValue('sub_category_id', '');
        }}
        label={intl.formatMessage(m.category)}
        placeholder={intl.formatMessage(m.categoryPlaceholder)}
        required
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Select
        {...sub}
        label={intl.formatMessage(m.subCategory)}
        placeholder={intl.formatMessage(values.category_id ? m.subCategoryPlaceholder : m.subCategoryFirst)}
        required
        disabled={!values.category_id}
        options={children.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </>
  );
}

function usePickerText() {
  const intl = useIntl();
  return {
    categoryHint: (_: TagCategory, count: number) => intl.formatMessage(m.tagsCategoryHint, { count, max: LABELS_PER_CATEGORY.max }),
    limitReason: (_: TagCategory, max: number) => intl.formatMessage(m.tagsLimit, { max }),
    missingStarredText: (missing: readonly TagCategory[]) => intl.formatMessage(m.tagsMissing, { categories: missing.map((c) => c.name).join(', ') }),
    starredLabel: intl.formatMessage(m.tagsStarred),
  };
}

export function GenreField({ options }: { options: BookOptions }) {
  const intl = useIntl();
  const field = useFieldProps<number[]>('genre_ids');
  const text = usePickerText();
  const group: TagCategory[] = [
    { id: GENRE_GROUP, name: intl.formatMessage(m.genres), starred: true, labels: options.genres.map((g) => ({ id: String(g.id), name: g.name })) },
  ];
  return (
    <TagPicker
      {...field}
      {...text}
      categoryHint={(_, count) => intl.formatMessage(m.tagsCategoryHint, { count, max: GENRES_PER_NOVEL.max })}
      value={{ [GENRE_GROUP]: (field.value ?? []).map(String) }}
      onChange={(selection: TagSelection) => field.onChange((selection[GENRE_GROUP] ?? []).map(Number))}
      label={intl.formatMessage(m.genres)}
      hint={intl.formatMessage(m.genresHint, { ...GENRES_PER_NOVEL })}
      required
      categories={group}
      maxPerCategory={GENRES_PER_NOVEL.max}
    />
  );
}

export function TagsField({ options }: { options: BookOptions }) {
  const intl = useIntl();
  const field = useFieldProps<number[]>('label_ids');
  const text = usePickerText();
  const categories: TagCategory[] = options.tag_categories.map((c) => ({
    id: String(c.id),
    name: c.name,
    starred: c.starred,
    labels: c.labels.map((l) => ({ id: String(l.id), name: l.name })),
  }));
  const chosen = new Set((field.value ?? []).map(String));
  const value: TagSelection = Object.fromEntries(categories.map((c) => [c.id, c.labels.filter((l) => chosen.has(l.id)).map((l) => l.id)]));
  return (
    <TagPicker
      {...field}
      {...text}
      value={value}
      onChange={(selection: TagSelection) => field.onChange(Object.values(selection).flat().map(Number))}
      label={intl.formatMessage(m.tags)}
      hint={intl.formatMessage(m.tagsHint, { max: LABELS_PER_CATEGORY.max })}
      required
      categories={categories}
      maxPerCategory={LABELS_PER_CATEGORY.max}
    />
  );
}

export function RatingField({ options }: { options: BookOptions }) {
  const intl = useIntl();
  return (
    <RadioGroup
      {...useFieldProps<string>('content_rating')}
      label={intl.formatMessage(m.rating)}
      required
      options={options.ratings.map((r) => ({ value: r.rating, label: `${intl.formatMessage(ratingLabel[r.rating])} · ${r.note}` }))}
    />
  );
}

function OriginalPlatformField() {
  const intl = useIntl();
  return (
    <TextField
      {...useFieldProps<string>('original_platform')}
      label={intl.formatMessage(m.originalPlatform)}
      hint={intl.formatMessage(m.originalPlatformHint)}
      required
      maxLength={TEXT_MAX_CHARS}
      showCounter={false}
    />
  );
}

export function PublishingFields() {
  const intl = useIntl();
  const brand = useBrand().brand.name;
  const { values } = useFormikContext<NovelValues>();
  return (
    <>
      <RadioGroup
        {...useFieldProps<string>('exclusive')}
        label={intl.formatMessage(m.exclusive, { brand })}
        required
        options={[
          { value: 'true', label: intl.formatMessage(m.exclusiveYes) },
          { value: 'false', label: intl.formatMessage(m.exclusiveNo) },
        ]}
      />
      {values.exclusive === 'false' && <OriginalPlatformField />}
      <TextField
        {...useFieldProps<string>('estimated_words')}
        label={intl.formatMessage(m.estimatedWords)}
        hint={intl.formatMessage(m.digitsHint)}
        required
        maxLength={8}
      />
      <TextField {...useFieldProps<string>('monthly_words')} label={intl.formatMessage(m.monthlyWords)} hint={intl.formatMessage(m.digitsHint)} required maxLength={8} />
    </>
  );
}
