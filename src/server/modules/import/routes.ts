import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ImportConfirmRequest, ImportConfirmed, ImportParagraphs, ImportParagraphsQuery, ImportPreview } from '../../../domain/api/import';
import { IMPORT_LIMITS } from '../../../domain/manuscript-import';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { readManuscriptUpload } from './read-upload';
import { importService } from './service';

/** Manuscript import: preview a file's chapters, read one's paragraphs to split it, confirm the edited list. */
const importRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => importService(app.db, app.storage, request.userId);
  const imports = (summary: string) => doc('import', summary);

  app.post(
    '/v1/import.preview',
    {
      ...auth,
      schema: {
        ...imports(
          `Read a manuscript (multipart field "file": DOCX, EPUB, Markdown, HTML or plain text, at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB, ` +
            `${IMPORT_LIMITS.maxChapters} chapters and ${IMPORT_LIMITS.maxWords.toLocaleString('en')} words; the format is read from the bytes) into chapters, ` +
            'split by headings (`split=headings`, the default; an EPUB’s table of contents) or by a marker line (`split=marker`, `marker=chapter` for "Chapter N" in any of the 11 languages, or `marker=***`). ' +
            'Optional fields: `section_id` (count words for this language section) or `original_book_id` (that novel’s). Nothing is created until import.confirm; the preview is kept 24 hours.',
        ),
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: responses(ImportPreview),
      },
    },
    async (request, reply) => {
      const upload = await readManuscriptUpload(request);
      const preview = await service(request).preview(
        { file: upload.file, fileName: upload.fileName, rule: { mode: upload.split, marker: upload.marker }, sectionId: upload.sectionId, bookId: upload.bookId, lang: request.locale },
        now(),
      );
      return reply.ok(preview, 'import.previewed', { count: preview.chapters.length });
    },
  );

  app.get(
    '/v1/import.paragraphs',
    { ...auth, schema: { ...imports('The blocks of one preview chapter with their words, to choose where to split it'), querystring: query(ImportParagraphsQuery), response: responses(ImportParagraphs) } },
    async (request, reply) => reply.ok(await service(request).paragraphs(request.query.import_id, request.query.index, now())),
  );

  app.post(
    '/v1/import.confirm',
    {
      ...auth,
      schema: {
        ...imports(
          'Create the previewed chapters as drafts, after the last chapter of `original_book_id` or as the first of a new novel (`book`: writeCenter.bookAdd’s fields). ' +
            '`chapters` is the edited list: each item merges the preview chapters in `from`, in order, under `title`; `split_at` cuts it before that block (the rest becomes the next chapter, `split_title`); a chapter left out is dropped. ' +
            'All or nothing, in one transaction; another author’s import or novel answers 4004.',
        ),
        querystring: langQuery,
        body: ImportConfirmRequest,
        response: responses(ImportConfirmed),
      },
    },
    async (request, reply) => {
      const confirmed = await service(request).confirm(request.body, request.locale, now());
      return reply.ok(confirmed, 'import.confirmed', { count: confirmed.chapters.length });
    },
  );
};

export default importRoutes;
