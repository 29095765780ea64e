/** Staff and the help center: publishing articles from Markdown files (`help:publish <dir>`), audited. */
import Type from 'typebox';
import { Count } from '../../../domain/api/common';
import { defineAction } from '../../admin/registry';
import { audit } from '../audit';
import { readHelpDir } from './files';
import { helpService } from './service';

const HelpFile = Type.Object({
  lang: Type.String({ maxLength: 8, examples: ['es'] }),
  slug: Type.String({ maxLength: 80, examples: ['payee'] }),
  text: Type.String({ maxLength: 80_000, description: 'the file: front matter, then Markdown' }),
});

export const helpActions = [
  defineAction({
    name: 'help.publish',
    method: 'POST',
    summary: 'Publish help articles from files `<dir>/<lang>/<slug>.md` (front matter: title, category, order, summary, routes); unchanged files are left as they are, bad ones reported',
    role: 'admin',
    input: Type.Object({ files: Type.Array(HelpFile, { minItems: 1, maxItems: 2_000 }) }),
    output: Type.Object({ published: Count(), updated: Count(), unchanged: Count(), rejected: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() })) }),
    cli: {
      command: 'help:publish',
      usage: '<dir>   (holding <lang>/<slug>.md)',
      input: async ({ target }) => ({ files: await readHelpDir(target ?? '.') }),
    },
    async run(ctx, input) {
      const report = await helpService(ctx.tx).publish(input.files, ctx.member.id);
      await audit(ctx.tx, {
        actor: { kind: 'staff', id: ctx.member.id },
        action: 'help.published',
        subject: { kind: 'help', id: 0 },
        after: { files: input.files.length, published: report.published, updated: report.updated, rejected: report.rejected.length },
        origin: ctx.origin,
      });
      return report;
    },
  }),
];
