import type { ArchiveKind } from '../../../domain/archive';
import { ARCHIVE_KINDS } from '../../../domain/archive';

export type { ArchiveKind };

/** Where the schema lies inside every archive (and docs/archive-manifest.schema.json beside the code). */
export const MANIFEST_SCHEMA_PATH = 'manifest.schema.json';

/** One file of the archive as the manifest lists it. */
export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
  media_type: string;
  description: string;
}

/** `manifest.json` at the root of every archive. */
export interface ArchiveManifest {
  $schema: string;
  format: 'writers-center-archive';
  version: 1;
  archive_id: string;
  kind: ArchiveKind;
  author_id: number;
  created_at: string;
  files: ManifestFile[];
}

/**
 * The manifest's machine-readable description (JSON Schema 2020-12), written into every archive. What the
 * files hold is documented per path pattern, so a program can find a novel's chapters or the ledger without
 * guessing. docs/archive-manifest.schema.json is the same document (a unit test keeps them equal).
 */
export const MANIFEST_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://writers-center.example/schemas/archive-manifest/v1.json',
  title: 'Writers’ Center archive manifest',
  description:
    'Lists every file of an archive (except this schema and the manifest itself) with its size and SHA-256. Layout of a `works` archive: ' +
    '`profile.json`; `novels/<id>-<slug>/novel.json` (the novel and its chapters’ metadata: status, release time, notes), `book.epub`, `book.docx`, `book.md`, ' +
    '`chapters/<no>-<slug>.md`, `history/<no>.json` (every saved version as a chapter document), `cover.<ext>`; `images/<id>.<ext>` (the author’s uploads); ' +
    '`comments/replies.csv`; `statistics/novels-daily.csv`; `money/ledger.csv`, `money/payouts.csv`; `contracts/<id>.pdf` and `contracts/contracts.csv`. ' +
    'A `personal` archive holds `personal/*.json` and `personal/*.csv`: profile, sign-ins and devices, settings, notices, tickets, applications, payee details and who read them. ' +
    'Chapter documents are ProseMirror JSON in the chapter schema: paragraphs (optionally centred), scene breaks (horizontalRule) and block quotes; marks bold, italic, underline, strike. ' +
    'CSV files are UTF-8 with a byte-order mark and a header row; money columns are whole minor units with their ISO 4217 currency.',
  type: 'object',
  required: ['format', 'version', 'archive_id', 'kind', 'author_id', 'created_at', 'files'],
  properties: {
    $schema: { type: 'string', description: 'the path of this schema inside the archive' },
    format: { const: 'writers-center-archive' },
    version: { const: 1, description: 'the layout’s version; a change that removes or renames a field raises it' },
    archive_id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
    kind: { enum: [...ARCHIVE_KINDS], description: 'works: everything the author owns; personal: the personal data the account holds' },
    author_id: { type: 'integer', minimum: 1 },
    created_at: { type: 'string', format: 'date-time' },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'bytes', 'sha256', 'media_type', 'description'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', description: 'the file’s path in the ZIP, forward slashes' },
          bytes: { type: 'integer', minimum: 0, description: 'its size unpacked' },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of its unpacked bytes, lowercase hex' },
          media_type: { type: 'string', description: 'its IANA media type' },
          description: { type: 'string', description: 'what it holds, in English' },
        },
      },
    },
  },
  additionalProperties: false,
} as const;
