import { commonMessages } from '../../lib/common-messages';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const registration = defineMessages({
  title: { id: 'author.register.title', defaultMessage: 'Become an author' },
  description: { id: 'author.register.description', defaultMessage: 'Tell us who you are. An editor reviews every new author before the full {brand} opens.' },
  penName: { id: 'author.register.penName', defaultMessage: 'Pen name' },
  penNameHint: { id: 'author.register.penNameHint', defaultMessage: 'Letters a–z, digits, underscores, dots and spaces. Readers will know you by it.' },
  gender: { id: 'author.register.gender', defaultMessage: 'Gender' },
  male: { id: 'author.gender.male', defaultMessage: 'Male' },
  female: { id: 'author.gender.female', defaultMessage: 'Female' },
  other: { id: 'author.gender.other', defaultMessage: 'Other' },
  email: { id: 'author.register.email', defaultMessage: 'Contact email' },
  country: { id: 'author.register.country', defaultMessage: 'Region' },
  countryPlaceholder: { id: 'author.register.countryPlaceholder', defaultMessage: 'Type to find your region' },
  noCountry: { id: 'author.register.noCountry', defaultMessage: 'No region matches' },
  showCountries: { id: 'author.register.showCountries', defaultMessage: 'Show all regions' },
  editor: { id: 'author.register.editor', defaultMessage: 'Editor' },
  editorPlaceholder: { id: 'author.register.editorPlaceholder', defaultMessage: 'Select your editor' },
  editorHint: { id: 'author.register.editorHint', defaultMessage: 'Your editor reviews your work and prepares your contracts.' },
  privacy: { id: 'author.register.privacy', defaultMessage: 'I have read and accept the <terms>Terms of Use</terms> and the <policy>Privacy Policy</policy>' },
  submit: { id: 'author.register.submit', defaultMessage: 'Send for review' },
  resubmit: { id: 'author.register.resubmit', defaultMessage: 'Send again for review' },
  sent: { id: 'author.register.sent', defaultMessage: 'Sign-up sent for review' },
  loadFailed: { id: 'author.register.loadFailed', defaultMessage: 'The lists of regions and editors could not be loaded' },
  retry: commonMessages.retry,
  pendingTitle: { id: 'author.review.pendingTitle', defaultMessage: 'Your sign-up was sent for review' },
  pendingBody: {
    id: 'author.review.pendingBody',
    defaultMessage: 'An editor reviews new authors within three working days. You will get a message when it is done, and the full menu opens here.',
  },
  submittedOn: { id: 'author.review.submittedOn', defaultMessage: 'Sent on {date}' },
  rejectedTitle: { id: 'author.review.rejectedTitle', defaultMessage: 'Your sign-up was not approved' },
  rejectedHelp: { id: 'author.review.rejectedHelp', defaultMessage: 'Fix what the editor asks below and send your sign-up again.' },
  editorNote: { id: 'author.review.editorNote', defaultMessage: 'Your editor’s note: {note}' },
  policy_violation: { id: 'author.reject.policy_violation', defaultMessage: 'Your author information was rejected for a serious violation of our policies.' },
  spec_mismatch: { id: 'author.reject.spec_mismatch', defaultMessage: 'Your author information does not match our specification.' },
});

export const figures = defineMessages({
  title: { id: 'author.figures.title', defaultMessage: 'Your figures' },
  level: { id: 'author.figures.level', defaultMessage: 'Level' },
  levelValue: { id: 'author.figures.levelValue', defaultMessage: 'Lv. {level}' },
  followers: { id: 'author.figures.followers', defaultMessage: 'Followers' },
  lastLogin: { id: 'author.figures.lastLogin', defaultMessage: 'Last login' },
  never: { id: 'author.figures.never', defaultMessage: 'Not yet' },
  days: { id: 'author.figures.days', defaultMessage: 'Days of creating works' },
  income: { id: 'author.figures.income', defaultMessage: 'Total income' },
  pv: { id: 'author.figures.pv', defaultMessage: 'Total PV' },
  chapters: { id: 'author.figures.chapters', defaultMessage: 'Total chapters' },
  totalFollowers: { id: 'author.figures.totalFollowers', defaultMessage: 'Total followers' },
  loading: commonMessages.loading,
  loadFailed: { id: 'author.figures.loadFailed', defaultMessage: 'Your figures could not be loaded' },
  empty: { id: 'author.figures.empty', defaultMessage: 'Figures appear here once readers find your first novel.' },
});

export const profile = defineMessages({
  title: { id: 'author.profile.title', defaultMessage: 'Author info' },
  edit: { id: 'author.profile.edit', defaultMessage: 'Edit' },
  age: { id: 'author.profile.age', defaultMessage: 'Age' },
  social: { id: 'author.profile.social', defaultMessage: 'Facebook or other social account' },
  birthDate: { id: 'author.profile.birthDate', defaultMessage: 'Date of birth' },
  birthDateHint: { id: 'author.profile.birthDateHint', defaultMessage: 'Authors under 18 sign contracts with a guardian.' },
  notGiven: { id: 'author.profile.notGiven', defaultMessage: 'Not given' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'author.profile.saved', defaultMessage: 'Edit succeeded' },
  avatar: { id: 'author.avatar.label', defaultMessage: 'Avatar' },
  avatarHint: { id: 'author.avatar.hint', defaultMessage: 'JPEG, PNG, WebP or GIF, at most {max}.' },
  avatarAlt: { id: 'author.avatar.alt', defaultMessage: 'Your avatar' },
});

export const intro = defineMessages({
  title: { id: 'author.intro.title', defaultMessage: 'About you' },
  description: { id: 'author.intro.description', defaultMessage: 'Readers see this intro on your author page once your editor approves it.' },
  none: { id: 'author.intro.none', defaultMessage: 'You have no intro yet. Tell readers who you are in 20 to 400 words.' },
  shown: { id: 'author.intro.shown', defaultMessage: 'Readers see' },
  latest: { id: 'author.intro.latest', defaultMessage: 'Your latest version' },
  edit: { id: 'author.intro.edit', defaultMessage: 'Edit intro' },
  write: { id: 'author.intro.write', defaultMessage: 'Write an intro' },
  field: { id: 'author.intro.field', defaultMessage: 'Intro' },
  count: {
    id: 'author.intro.count',
    defaultMessage: '{count, plural, one {# word} other {# words}} · {min, number}–{max, number}',
  },
  submit: { id: 'author.intro.submit', defaultMessage: 'Send to my editor' },
  sent: { id: 'author.intro.sent', defaultMessage: 'Your intro was sent to your editor for review' },
  vettingFailed: { id: 'author.intro.vettingFailed', defaultMessage: 'Your intro was not sent: it contains contact details ({kind}), which are not allowed' },
  rejectedReason: { id: 'author.intro.rejectedReason', defaultMessage: 'Your editor did not approve it: {reason}' },
  contact_email: { id: 'author.intro.contact.email', defaultMessage: 'an email address' },
  contact_url: { id: 'author.intro.contact.url', defaultMessage: 'a web address' },
  contact_phone: { id: 'author.intro.contact.phone', defaultMessage: 'a phone number' },
  loadFailed: { id: 'author.intro.loadFailed', defaultMessage: 'Your intro could not be loaded' },
});

export const privacy = defineMessages({
  open: { id: 'author.privacy.open', defaultMessage: 'Who saw my data' },
  title: { id: 'author.privacy.title', defaultMessage: 'Who viewed or changed your data' },
  intro: { id: 'author.privacy.intro', defaultMessage: 'Every view of your ID photo and every change to your personal details is recorded here.' },
  entry: { id: 'author.privacy.entry', defaultMessage: '{who}: {what}' },
  you: { id: 'author.privacy.you', defaultMessage: 'You' },
  editor: { id: 'author.privacy.editor', defaultMessage: 'Your editor {name}' },
  editorUnnamed: { id: 'author.privacy.editorUnnamed', defaultMessage: 'Your editor' },
  staff: { id: 'author.privacy.staff', defaultMessage: 'Staff member {name}' },
  platform: { id: 'author.privacy.platform', defaultMessage: 'The platform' },
  idCardViewed: { id: 'author.privacy.idCardViewed', defaultMessage: 'viewed your ID photo' },
  idCardUploaded: { id: 'author.privacy.idCardUploaded', defaultMessage: 'uploaded an ID photo' },
  profileChanged: { id: 'author.privacy.profileChanged', defaultMessage: 'changed your author info' },
  registrationApproved: { id: 'author.privacy.registrationApproved', defaultMessage: 'approved your author sign-up' },
  registrationRejected: { id: 'author.privacy.registrationRejected', defaultMessage: 'declined your author sign-up' },
  introApproved: { id: 'author.privacy.introApproved', defaultMessage: 'approved your intro' },
  introRejected: { id: 'author.privacy.introRejected', defaultMessage: 'declined your intro' },
  passwordChanged: { id: 'author.privacy.passwordChanged', defaultMessage: 'changed your password' },
  sessionsRevoked: { id: 'author.privacy.sessionsRevoked', defaultMessage: 'signed devices out of your account' },
  other: { id: 'author.privacy.other', defaultMessage: 'acted on your data' },
  empty: { id: 'author.privacy.empty', defaultMessage: 'Nobody has viewed or changed your data yet.' },
  loading: { id: 'author.privacy.loading', defaultMessage: 'Loading the record…' },
  failed: { id: 'author.privacy.failed', defaultMessage: 'The record could not be loaded. Please try again.' },
  close: { id: 'author.privacy.close', defaultMessage: 'Close' },
});

/** The dashboard's own words: the greeting and the shortcuts. */
export const home = defineMessages({
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Welcome back, {name}' },
  welcomeFirst: { id: 'dashboard.welcomeFirst', defaultMessage: 'Welcome, {name}', description: 'the first visit of an author with a pen name' },
  welcomeBackNoName: { id: 'dashboard.welcomeBackNoName', defaultMessage: 'Welcome back', description: 'a returning user without a pen name yet' },
  welcomeFirstNoName: { id: 'dashboard.welcomeFirstNoName', defaultMessage: 'Welcome to {brand}', description: 'the first visit of a user without a pen name yet' },
  intro: { id: 'dashboard.intro', defaultMessage: 'Here is what is waiting for you in {brand} today.' },
  messagesTitle: { id: 'dashboard.messages.title', defaultMessage: 'Messages' },
  unread: {
    id: 'dashboard.messages.unread',
    defaultMessage: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}',
  },
  open: { id: 'dashboard.messages.open', defaultMessage: 'Open messages' },
  commentsTitle: { id: 'dashboard.comments.title', defaultMessage: 'Comments' },
  unreplied: {
    id: 'dashboard.comments.unreplied',
    defaultMessage: '{count, plural, =0 {Every comment has its reply} one {# comment needs a reply} other {# comments need a reply}}',
  },
  openComments: { id: 'dashboard.comments.open', defaultMessage: 'Answer readers' },
  shortcuts: { id: 'dashboard.shortcuts.title', defaultMessage: 'Go to' },
  loadFailed: { id: 'dashboard.loadFailed', defaultMessage: 'Your dashboard could not be loaded' },
  retry: commonMessages.retry,
  loading: commonMessages.loading,
});

/** The writing calendar: words written per day and the releases ahead. */
export const calendar = defineMessages({
  title: { id: 'chapter.calendar.title', defaultMessage: 'Writing calendar' },
  label: { id: 'chapter.calendar.label', defaultMessage: 'Words written per day, last 6 months' },
  day: {
    id: 'chapter.calendar.day',
    defaultMessage: '{date}: {words, plural, one {# word} other {# words}}, {chapters, plural, one {# chapter released} other {# chapters released}}',
  },
  scheduledDay: { id: 'chapter.calendar.scheduledDay', defaultMessage: '{date}: {chapters, plural, one {# chapter scheduled} other {# chapters scheduled}}' },
  less: { id: 'chapter.calendar.less', defaultMessage: 'Less' },
  more: { id: 'chapter.calendar.more', defaultMessage: 'More' },
  scheduled: { id: 'chapter.calendar.scheduled', defaultMessage: 'Scheduled release' },
  streak: { id: 'chapter.calendar.streak', defaultMessage: 'Current streak' },
  streakValue: { id: 'chapter.calendar.streakValue', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  longest: { id: 'chapter.calendar.longest', defaultMessage: 'Longest streak' },
  total: { id: 'chapter.calendar.total', defaultMessage: 'Words in 6 months' },
  upcoming: { id: 'chapter.calendar.upcoming', defaultMessage: 'Scheduled releases' },
  loadFailed: { id: 'chapter.calendar.loadFailed', defaultMessage: 'The writing calendar could not be loaded' },
  loading: { id: 'chapter.calendar.loading', defaultMessage: 'Loading the writing calendar' },
});

/** The notice of an address not verified yet. */
export const verifyNotice = defineMessages({
  title: { id: 'auth.verifyNotice.title', defaultMessage: 'Please verify your email address' },
  body: {
    id: 'auth.verifyNotice.body',
    defaultMessage: 'We sent a link to {email}. Open it to confirm the address: you will need it to apply for a contract.',
  },
  resend: { id: 'auth.verifyNotice.resend', defaultMessage: 'Send the link again' },
  resending: { id: 'auth.verifyNotice.resending', defaultMessage: 'Sending…' },
  sent: { id: 'auth.verifyNotice.sent', defaultMessage: 'A new link is on its way to {email}.' },
  dismiss: { id: 'auth.verifyNotice.dismiss', defaultMessage: 'Dismiss' },
});

export const bufferWarning = defineMessages({
  title: { id: 'dashboard.buffer.title', defaultMessage: '“{title}” is running out of queued chapters' },
  runsDry: { id: 'dashboard.buffer.runsDry', defaultMessage: '{chapters, plural, =0 {No chapter is queued} one {# chapter is queued} other {# chapters are queued}}: the last goes out {until}.' },
  empty: { id: 'dashboard.buffer.empty', defaultMessage: 'Nothing is queued for your release times.' },
  open: { id: 'dashboard.buffer.open', defaultMessage: 'Open the planner' },
  attendanceTitle: { id: 'dashboard.risk.attendanceTitle', defaultMessage: 'Your queue puts {named, select, yes {“{program}”} other {full attendance}} at risk' },
  attendanceBody: {
    id: 'dashboard.risk.attendanceBody',
    defaultMessage: 'Nothing of {words, number} words or more goes out on {day}: without a release that day, {amount} is lost this month.',
  },
  programs: { id: 'dashboard.risk.programs', defaultMessage: 'See your welfare progress' },
  milestoneTitle: { id: 'dashboard.risk.milestoneTitle', defaultMessage: 'Your queue falls short of {named, select, yes {“{program}”} other {the word milestone}}' },
  milestoneBody: {
    id: 'dashboard.risk.milestoneBody',
    defaultMessage: 'What is queued leaves the month {short, number} words short on {day}: {amount} is at stake.',
  },
});

/** The card of the author's writing goals, one row per novel. */
export const writingGoals = defineMessages({
  title: { id: 'dashboard.goals.title', defaultMessage: 'Writing goals' },
  loading: { id: 'dashboard.goals.loading', defaultMessage: 'Loading your writing goals…' },
  loadFailed: { id: 'dashboard.goals.loadFailed', defaultMessage: 'Your writing goals could not be loaded' },
  rowFailed: { id: 'dashboard.goals.rowFailed', defaultMessage: 'This novel’s goal could not be loaded.' },
  noGoal: { id: 'dashboard.goals.noGoal', defaultMessage: 'No goal yet.' },
  set: { id: 'dashboard.goals.set', defaultMessage: 'Set a goal' },
  setFor: { id: 'dashboard.goals.setFor', defaultMessage: 'Set a goal for “{title}”' },
  open: { id: 'dashboard.goals.open', defaultMessage: 'Open the editor' },
  openFor: { id: 'dashboard.goals.openFor', defaultMessage: 'Open the editor of “{title}”' },
  planner: { id: 'dashboard.goals.planner', defaultMessage: 'Plan releases' },
  plannerFor: { id: 'dashboard.goals.plannerFor', defaultMessage: 'Plan releases for “{title}”' },
});
