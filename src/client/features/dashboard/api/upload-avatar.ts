import { upload, type UploadOptions } from '../../../lib/http';

export const uploadAvatar = (file: Blob, options?: UploadOptions) => upload<{ avatar: string }>('/v1/user.upload_avatar', file, options);
