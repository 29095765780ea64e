/**
 * The import feature: a manuscript file read into chapters, previewed, edited and added as drafts of a new or
 * existing novel (the novel list from api/get-novels.ts, the novel form from components/novel). app/ loads its
 * screen through the route table.
 */
export { default as ImportPage } from './ImportPage';
