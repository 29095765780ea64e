import { download, saveFile } from '../../../lib/http';

/** Saves a month's statement (CSV in the author's language). */
export async function saveStatement(month: string) {
  saveFile(await download('/v1/income.statement', { month }), `statement-${month}.csv`);
}
