import type { ScreenshotUploaded } from '../../../../domain/api/support';
import { upload, type UploadOptions } from '../../../lib/http';

/** A screenshot for a new message: private, its id goes with the message. */
export const uploadScreenshot = (file: File, options: UploadOptions) => upload<ScreenshotUploaded>('/v1/ticket.screenshot', file, options);
