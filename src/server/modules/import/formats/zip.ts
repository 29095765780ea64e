import { strFromU8, unzipSync } from 'fflate';
import { IMPORT_LIMITS } from '../../../../domain/manuscript-import';
import { importErrors } from '../errors';

/**
 * The names in a ZIP (DOCX and EPUB are ZIPs), read from its central directory without inflating anything:
 * fflate's filter sees each entry's declared unpacked size first, so a zip bomb is refused before a byte of it
 * is inflated. fflate rather than hand-written parsing; mammoth and the EPUB reader inflate afterwards.
 */
export function zipEntryNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  let unpacked = 0;
  let tooLarge = false;
  try {
    unzipSync(bytes, {
      filter(file) {
        unpacked += file.originalSize;
        names.add(file.name);
        if (unpacked > IMPORT_LIMITS.maxUnpackedBytes || names.size > IMPORT_LIMITS.maxZipEntries) tooLarge = true;
        // Nothing is inflated here.
        return false;
      },
    });
  } catch {
    throw importErrors.damaged();
  }
  if (tooLarge) throw importErrors.unpacksTooLarge();
  return names;
}


/** One entry of a ZIP as UTF-8 text, undefined when it has none by that name. Call after `zipEntryNames` vetted the sizes. */
export function zipEntryText(bytes: Uint8Array, name: string): string | undefined {
  try {
    const entry = unzipSync(bytes, { filter: (file) => file.name === name })[name];
    return entry ? strFromU8(entry) : undefined;
  } catch {
    throw importErrors.damaged();
  }
}
