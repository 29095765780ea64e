/**
 * The commit message rule, run by `.githooks/commit-msg` (which `npm install` turns on): a subject
 * of at most 72 characters, then, if there is more, a blank line and the body with the detail.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_LIMIT = 72;

/** Why the message is refused, or undefined when it is fine. Git's comment lines do not count. */
export function commitMessageProblem(message: string): string | undefined {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0]?.trim() ?? '';
  if (!subject) return 'The subject line is empty.';
  const length = [...subject].length;
  if (length > SUBJECT_LIMIT) return `The subject has ${length} characters; at most ${SUBJECT_LIMIT}. Put the detail in the body.`;
  if (lines.length > 1 && lines[1].trim() !== '') return 'Leave a blank line between the subject and the body.';
  return undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = commitMessageProblem(readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
