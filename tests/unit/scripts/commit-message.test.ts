/** The commit message rule the repository's commit-msg hook applies. */
import { describe, expect, it } from 'vitest';
import { commitMessageProblem } from '../../../scripts/check-commit-message';

describe('commit messages', () => {
  it('takes a subject of up to 72 characters, alone or with a body after a blank line', () => {
    expect(commitMessageProblem('Steady shots: StatCard fits from full size\n')).toBeUndefined();
    expect(commitMessageProblem(`${'x'.repeat(72)}\n\nThe detail, on as many lines as it needs.\n`)).toBeUndefined();
    // Git's own comment lines (the template) are not part of the message.
    expect(commitMessageProblem('Fix the import notice\n# Please enter the commit message\n')).toBeUndefined();
  });

  it('refuses a longer subject, an empty one, and a body glued to the subject', () => {
    expect(commitMessageProblem(`${'x'.repeat(73)}\n`)).toMatch(/73 characters; at most 72/);
    expect(commitMessageProblem('\n\nbody\n')).toMatch(/empty/);
    expect(commitMessageProblem('Subject\nbody straight after\n')).toMatch(/blank line/);
  });

  it('counts characters, not bytes', () => {
    expect(commitMessageProblem(`Übersetzungen: ${'ä'.repeat(57)}`)).toBeUndefined();
  });
});
