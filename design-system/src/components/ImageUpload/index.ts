export { ImageUpload } from './ImageUpload';
export type { ImageUploadMessages, ImageUploadProps, ImageUploadStatus } from './ImageUpload.types';
export { isAccepted, sniffFile, sniffImageType, SNIFF_BYTES, type SniffedImageType } from './sniffImageType';
