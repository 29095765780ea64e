/** The mail module's public face: what the app assembles and what other modules may use. */
export { mailActions } from './admin';
export { queueMail } from './outbox';
export { escapeHtml } from './templates';
export { DEFAULT_MAIL_FROM, type MailSettings, startMailSender } from './sender';
