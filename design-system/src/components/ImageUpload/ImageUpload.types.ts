import type { FieldBaseProps } from '../FieldBase';

/** Every text of the upload, in the author's language. */
export interface ImageUploadMessages {
  /** the button while there is no image, e.g. "Choose image" */
  choose: string;
  /** the button while there is an image, e.g. "Change image" */
  change: string;
  /** the remove button, e.g. "Remove" */
  remove: string;
  /** the file is over the limit, e.g. (size, max) => `This image is ${size}; the limit is ${max}.` (sizes from `formatBytes`) */
  tooLarge(fileSize: string, maxSize: string): string;
  /** the file is not one of the accepted image formats */
  wrongType: string;
  /** the upload failed (status 'error') */
  failed: string;
  /** the upload succeeded (status 'success') */
  succeeded: string;
  /** the name of the progress bar, e.g. "Uploading" */
  uploading: string;
  /** an invitation to drop a file on the field, e.g. "or drop an image here" */
  dropHere?: string;
}

export type ImageUploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface ImageUploadProps extends FieldBaseProps<File | null> {
  /** the chosen file (after its checks), or null */
  value: File | null;
  /** called with an accepted file (or null when removed): the form's value */
  onChange(file: File | null): void;
  /** called with an accepted file, after `onChange`: start the upload here */
  onSelect?(file: File): void;
  /** called when a file is refused, with why */
  onReject?(reason: 'tooLarge' | 'wrongType', file: File): void;
  /** called by the remove button; without it the button shows only while a new file is chosen */
  onRemove?(): void;
  /** accepted MIME types, checked against the file's first bytes; @default ['image/jpeg', 'image/png', 'image/webp'] */
  accept?: readonly string[];
  /** the size limit in bytes, e.g. 100 * 1024 */
  maxBytes: number;
  /** the image on file now, shown until another is chosen */
  currentUrl?: string;
  /** the preview's alternative text, e.g. "Cover of The Moonlit Heir" */
  previewAlt: string;
  /** upload progress from 0 to 1; undefined while uploading shows an indeterminate bar */
  progress?: number;
  /** the upload's state, set by the caller: 'uploading' shows the progress bar and makes the field unavailable, 'success' shows `messages.succeeded`, 'error' shows `messages.failed` as the field's error; @default 'idle' */
  status?: ImageUploadStatus;
  /** every text of the upload (buttons, refusals, upload states); the design system has none of its own */
  messages: ImageUploadMessages;
  /**
   * how sizes are written in messages
   * @default kilobytes with Intl in `locale`, e.g. "100 kB"
   */
  formatBytes?(bytes: number): string;
  /** BCP 47 locale for the default size format */
  locale?: string;
  /** the preview's shape: square, circle (avatar) or cover (3:4); @default 'square' */
  shape?: 'square' | 'circle' | 'cover';
}
