import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../errors';
import { imageTooLarge } from './images';

/** Any failure reading a multipart body that is not ours to name: a missing or wrong boundary, a body cut short. */
const unreadable = (field: string) => new ValidationError({ [field]: { id: 'upload.chooseFile' } }, undefined, 'error.invalidRequest');

/**
 * Reads the one file of a multipart request, at most `maxBytes` (one byte more
 * is read so an oversized file is told apart from one exactly at the limit).
 * A malformed body answers 4001, never a 500.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number, field = 'file'): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError({ [field]: { id: 'upload.chooseFile' } });
  try {
    const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!part) throw new ValidationError({ [field]: { id: 'upload.chooseFile' } });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size > maxBytes) {
        part.file.resume();
        throw imageTooLarge(maxBytes);
      }
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) throw imageTooLarge(maxBytes);
    if (size === 0) throw new ValidationError({ [field]: { id: 'upload.chooseFile' } });
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw imageTooLarge(maxBytes);
    throw unreadable(field);
  }
}
