/**
 * The import feature: a manuscript file read into chapters, previewed, edited and added as drafts of a new or
 * existing novel. It depends on novels (through novels/index.ts) for the novel list and form; nothing imports it
 * but the route table.
 */
export { default as ImportPage } from './ImportPage';
