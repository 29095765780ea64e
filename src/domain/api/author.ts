/** Wire types of the author's own account: registration, profile, intro. */
import Type, { type Static } from 'typebox';
import { GENDERS, REVIEW_STATUSES } from '../author';
import { V } from '../schemas/messages';
import { COUNTRY_CODES } from '../countries';
import { Count, DateString, Id, INT4_MAX, IsoTime, MoneyWire, Nullable, OneOf, Text } from './common';
import { REVEALABLE_FIELDS } from '../personal-data';
import { SecondFactorField } from './two-factor';

const ReviewStatus = OneOf(REVIEW_STATUSES, 'review state');

/** GET /v1/author.country */
export const Country = Type.Object({ code: Type.String({ examples: ['FR'] }), name: Type.String({ examples: ['France'] }) });
export type Country = Static<typeof Country>;

/** GET /v1/author.editors */
export const Editor = Type.Object({
  id: Id('editor id', 3),
  name: Type.String({ examples: ['Iris Calder'] }),
  languages: Type.Array(Type.String({ examples: ['en'] }), { description: 'interface languages the editor works in' }),
});
export type Editor = Static<typeof Editor>;

/** POST /v1/author.add (rules: src/domain/schemas/author.ts; `x-message` is what a type failure says). */
export const AuthorRegistrationRequest = Type.Object({
  pen_name: Text(200, 'pen name', 'Mara Quill', V.penNameRequired),
  gender: OneOf(GENDERS, 'male, female or other', V.genderRequired),
  email: Text(254, 'contact email', 'mara@example.test', V.emailRequired),
  country: OneOf(COUNTRY_CODES, 'region, ISO 3166 code', V.countryRequired),
  editor_id: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'chosen editor', examples: [3], 'x-message': V.editorRequired }),
  accept_privacy: Type.Boolean({ description: 'the privacy terms were ticked', examples: [true], 'x-message': V.privacyRequired }),
});
export type AuthorRegistrationRequest = Static<typeof AuthorRegistrationRequest>;

export const AuthorStatusData = Type.Object({ author_status: Type.Integer({ examples: [2] }) });

/** POST /v1/author.modify (rules: src/domain/schemas/author.ts) */
export const AuthorProfileRequest = Type.Object({
  pen_name: Text(200, 'pen name', 'Mara Quill', V.penNameRequired),
  gender: OneOf(GENDERS, 'male, female or other', V.genderRequired),
  email: Text(254, 'contact email', 'mara@example.test', V.emailRequired),
  country: OneOf(COUNTRY_CODES, 'ISO 3166 code', V.countryRequired),
  birth_date: Type.Optional(Text(32, 'YYYY-MM-DD', '1994-05-17', V.birthDateInvalid)),
  social_account: Type.Optional(Text(4000, 'Facebook or other social account', 'facebook.com/maraquill')),
});

/** GET /v1/author.profile: the author info page and the dashboard's figures. */
export const AuthorProfile = Type.Object({
  pen_name: Nullable(Type.String({ examples: ['Mara Quill'] })),
  gender: Nullable(Type.String({ examples: [GENDERS[1]] })),
  birth_date: Nullable(DateString('date of birth')),
  age: Nullable(Type.Integer({ examples: [31] })),
  email: Type.String({ examples: ['mara@example.test'] }),
  country: Nullable(Type.String({ examples: ['FR'] })),
  country_name: Nullable(Type.String({ examples: ['France'] })),
  editor: Nullable(Type.Object({ id: Id('editor id', 3), name: Type.String({ examples: ['Iris Calder'] }) })),
  social_account: Nullable(Type.String({ examples: ['facebook.com/maraquill'] })),
  avatar: Nullable(Type.String({ examples: ['/uploads/avatar/4f1c.webp'] })),
  level: Count('author level', 4),
  followers: Count('followers', 1280),
  last_login: Nullable(IsoTime('previous sign-in')),
  days_creating: Count('days since the first work', 412),
  total_income: MoneyWire,
  total_pv: Count('page views of all works', 98231),
  total_chapters: Count('chapters of all works', 1262),
  total_followers: Count('followers of all works', 3150),
  id_card_uploaded: Type.Boolean({ examples: [true] }),
  registration: Type.Object({
    author_status: Type.Integer({ examples: [1] }),
    review_status: ReviewStatus,
    reject_reason: Nullable(Type.String({ examples: ['spec_mismatch'] })),
    reject_note: Nullable(Type.String({ examples: ['The pen name is a real person’s name.'] })),
    submitted_at: Nullable(IsoTime()),
  }),
});
export type AuthorProfile = Static<typeof AuthorProfile>;

export const AuthorIntroVersion = Type.Object({
  id: Id('intro version', 7),
  text: Type.String({ examples: ['I write quiet fantasy about harbour towns…'] }),
  status: ReviewStatus,
  reason: Nullable(Type.String({ examples: ['Please remove the link to your blog.'] })),
  submitted_at: IsoTime(),
  reviewed_at: Nullable(IsoTime()),
});
export type AuthorIntroVersion = Static<typeof AuthorIntroVersion>;

/** GET /v1/author.getAuthorIntro */
export const AuthorIntroState = Type.Object({
  status: ReviewStatus,
  approved: Nullable(Type.Object({ text: Type.String({ examples: ['I write quiet fantasy…'] }), reviewed_at: Nullable(IsoTime()) })),
  latest: Nullable(AuthorIntroVersion),
});
export type AuthorIntroState = Static<typeof AuthorIntroState>;

/** POST /v1/author.introModify */
export const AuthorIntroRequest = Type.Object({ intro: Text(20_000, 'the intro, 20–400 words', 'I write quiet fantasy about harbour towns and the people who keep their lights on.', V.introRequired) });
export const AuthorIntroSubmitted = Type.Object({ id: Id('intro version', 7), status: ReviewStatus, reason: Nullable(Type.String()) });

export const IdCardUploaded = Type.Object({ uploaded_at: IsoTime() });
export const AvatarUploaded = Type.Object({ avatar: Type.String({ examples: ['/uploads/avatar/4f1c.webp'] }) });

/** POST /v1/author.personalReveal: one personal value in clear, after the password again. */
export const PersonalRevealRequest = Type.Object({
  field: OneOf(REVEALABLE_FIELDS, 'which value'),
  password: Type.String({ minLength: 1, maxLength: 512, description: 'the account’s password, typed again', examples: ['correct-horse-battery'] }),
  ...SecondFactorField,
});
export const PersonalRevealed = Type.Object({
  field: OneOf(REVEALABLE_FIELDS, 'which value'),
  value: Nullable(Type.String({ examples: ['1994-06-12'] })),
});
export type PersonalRevealRequest = Static<typeof PersonalRevealRequest>;
