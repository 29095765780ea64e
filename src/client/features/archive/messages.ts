import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: {
    id: 'archive.page.intro',
    defaultMessage: 'Everything you wrote is yours. Make one archive of it all — every novel as EPUB, Word and Markdown, drafts and scheduled chapters, every saved version, covers, your replies, statistics, income, payouts and signed contracts — and keep it wherever you like.',
  },
  worksTitle: { id: 'archive.works.title', defaultMessage: 'Archive of your works' },
  make: { id: 'archive.works.make', defaultMessage: 'Make an archive' },
  makeAgain: { id: 'archive.works.makeAgain', defaultMessage: 'Make a new archive' },
  none: { id: 'archive.works.none', defaultMessage: 'You have not made an archive yet.' },
  queued: { id: 'archive.status.queued', defaultMessage: 'Waiting to start…' },
  building: { id: 'archive.status.building', defaultMessage: 'Making your archive: {percent, number, percent}' },
  progressLabel: { id: 'archive.status.progressLabel', defaultMessage: 'Archive progress' },
  ready: { id: 'archive.status.ready', defaultMessage: 'Your archive is ready ({size}).' },
  download: { id: 'archive.status.download', defaultMessage: 'Download the archive' },
  expires: { id: 'archive.status.expires', defaultMessage: 'The link works until {date}.' },
  expired: { id: 'archive.status.expired', defaultMessage: 'The link to your last archive has expired. Make a new one when you need it.' },
  failed: { id: 'archive.status.failed', defaultMessage: 'Your archive could not be made. Nothing was lost: try again.' },
  retry: { id: 'archive.status.retry', defaultMessage: 'Try again' },
  automatic: { id: 'archive.status.automatic', defaultMessage: 'Made by the weekly schedule' },
  weeklyLabel: { id: 'archive.weekly.label', defaultMessage: 'Make an archive every week' },
  weeklyHint: { id: 'archive.weekly.hint', defaultMessage: 'We tell you each time it is ready; each link works for {days, plural, one {# day} other {# days}}.' },
  personalTitle: { id: 'archive.personal.title', defaultMessage: 'Download my data' },
  personalIntro: {
    id: 'archive.personal.intro',
    defaultMessage: 'A copy of the personal data your account holds: profile, sign-ins and devices, settings, notices, tickets, applications, payee details and the record of who read them. Enter your password, and the code from your authenticator app if two-factor sign-in is on, to make it.',
  },
  password: { id: 'archive.personal.password', defaultMessage: 'Password' },
  personalMake: { id: 'archive.personal.make', defaultMessage: 'Make a copy of my data' },
  personalReady: { id: 'archive.personal.ready', defaultMessage: 'Your data is ready ({size}).' },
  personalDownload: { id: 'archive.personal.download', defaultMessage: 'Download my data' },
  loadFailed: { id: 'archive.page.loadFailed', defaultMessage: 'Your archives could not be loaded.' },
});
