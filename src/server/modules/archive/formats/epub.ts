import { strToU8, zipSync, type Zippable } from 'fflate';
import { BOOK_GENERATOR } from '../../../../domain/book-files';
import { chapterDocToHtml, escapeHtml } from '../../../../domain/chapter-doc';
import type { BookExport } from './book';

/**
 * The chapter's HTML as XHTML: void elements closed, and a centred paragraph centred by its style too (readers
 * and importers that ignore the stylesheet's class still centre it).
 */
const xhtmlBody = (html: string) => html.replace(/<hr>/g, '<hr/>').replace(/<p class="center">/g, '<p class="center" style="text-align: center">');

/**
 * An XML file's text as bytes, less the characters XML cannot hold (control characters other than tab and line
 * ends, U+FFFE, U+FFFF): a draft may hold them (only publishing refuses them), and one would leave the whole book
 * unreadable. Word's format cannot hold them either, so the DOCX leaves them out too.
 */
// eslint-disable-next-line no-control-regex -- these characters are what is removed
const xmlBytes = (text: string) => strToU8(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

const chapterFile = (n: number) => `chapter-${String(n).padStart(4, '0')}.xhtml`;

function chapterXhtml(book: BookExport, title: string, html: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${escapeHtml(book.lang)}" lang="${escapeHtml(book.lang)}">
<head><meta charset="UTF-8"/><title>${escapeHtml(title)}</title><link rel="stylesheet" type="text/css" href="book.css"/></head>
<body><section epub:type="chapter"><h1>${escapeHtml(title)}</h1>
${xhtmlBody(html)}
</section></body>
</html>
`;
}

/** Paragraphs show their spaces as the editor does, and an empty one keeps its line. */
const CSS =
  'p { margin: 0 0 0.8em; white-space: pre-wrap; } p:empty { min-height: 1.2em; } p.center { text-align: center; } blockquote { margin: 1em 2em; } hr { margin: 1.5em auto; width: 30%; }\n';

/**
 * A novel as an EPUB 3 package, written here rather than by a library: the mimetype entry first and stored, the
 * container, the package document, the EPUB 3 navigation document and an NCX table of contents (EPUB 2 readers and
 * the import's reader follow the NCX), one XHTML file per chapter opening with its title as a heading. The import
 * module reads it back chapter by chapter from the table of contents, and exactly, by the generator it names.
 */
export function novelToEpub(book: BookExport, modified: Date): Uint8Array {
  const uid = `urn:writers-center:novel:${book.id}`;
  const lang = escapeHtml(book.lang);
  const title = escapeHtml(book.title);
  const files: Zippable = {
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n',
    ),
    'OEBPS/book.css': strToU8(CSS),
  };
  const items: string[] = [];
  const spine: string[] = [];
  const navItems: string[] = [];
  const navPoints: string[] = [];
  book.chapters.forEach((chapter, i) => {
    const file = chapterFile(i + 1);
    files[`OEBPS/${file}`] = xmlBytes(chapterXhtml(book, chapter.title, chapterDocToHtml(chapter.doc)));
    items.push(`<item id="c${i + 1}" href="${file}" media-type="application/xhtml+xml"/>`);
    spine.push(`<itemref idref="c${i + 1}"/>`);
    navItems.push(`<li><a href="${file}">${escapeHtml(chapter.title)}</a></li>`);
    navPoints.push(`<navPoint id="p${i + 1}" playOrder="${i + 1}"><navLabel><text>${escapeHtml(chapter.title)}</text></navLabel><content src="${file}"/></navPoint>`);
  });
  files['OEBPS/nav.xhtml'] = xmlBytes(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head><meta charset="UTF-8"/><title>${title}</title></head>
<body><nav epub:type="toc" id="toc"><h1>${title}</h1><ol>${navItems.join('')}</ol></nav></body>
</html>
`);
  files['OEBPS/toc.ncx'] = xmlBytes(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="${uid}"/></head><docTitle><text>${title}</text></docTitle>
<navMap>${navPoints.join('')}</navMap></ncx>
`);
  files['OEBPS/content.opf'] = xmlBytes(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="uid">${uid}</dc:identifier><dc:title>${title}</dc:title><dc:language>${lang}</dc:language><dc:creator>${escapeHtml(book.author)}</dc:creator><dc:description>${escapeHtml(book.blurb)}</dc:description><meta name="generator" content="${BOOK_GENERATOR}"/><meta property="dcterms:modified">${modified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/><item id="css" href="book.css" media-type="text/css"/>${items.join('')}</manifest>
<spine toc="ncx">${spine.join('')}</spine>
</package>
`);
  // The mimetype entry comes first and is stored uncompressed, as the EPUB container requires.
  return zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 0 }], ...files }, { mtime: modified });
}
