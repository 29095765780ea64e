import sharp from 'sharp';
import { SIGNATURE_MAX_BYTES } from '../../../../domain/contract';
import { V } from '../../../../domain/schemas/messages';
import { ValidationError } from '../../../lib/errors';

/** Larger than any signature pad draws; a decompression bomb stops here. */
const MAX_SIDE = 4000;

const refused = () => new ValidationError({ signature: { id: V.signatureRequired } });

/**
 * The signature from the SignaturePad (a PNG data URL, drawn or a typed name rendered), checked
 * by its bytes: a PNG, at most SIGNATURE_MAX_BYTES, of a sane size, not blank. Re-encoded, so
 * nothing but pixels reaches storage and the PDF.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw refused();
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES) throw refused();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw refused();
    // A pad with nothing drawn on it is one colour (usually transparent) throughout.
    const { channels } = await image.stats();
    if (channels.every((c) => c.min === c.max)) throw refused();
    return await sharp(bytes).png({ compressionLevel: 9 }).toBuffer();
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw refused();
  }
}
