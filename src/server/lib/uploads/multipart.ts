import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors';
import { imageTooLarge } from './images';

/**
 * Reads the one file of a multipart request, at most `maxBytes` (one byte more
 * is read so an oversized file is told apart from one exactly at the limit).
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number, field = 'file'): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError({ [field]: { id: 'upload.chooseFile' } });
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
}
