import { defineMessages } from './define-messages';

/** Messages of every image upload (avatar, ID photo, cover). */
export const upload = defineMessages({
  choose: { id: 'upload.choose', defaultMessage: 'Choose image' },
  change: { id: 'upload.change', defaultMessage: 'Change image' },
  remove: { id: 'upload.remove', defaultMessage: 'Remove' },
  tooLarge: { id: 'upload.tooLarge', defaultMessage: 'Image upload failed: this image is {size}; the limit is {max}' },
  wrongType: { id: 'upload.wrongType', defaultMessage: 'Image upload failed: only JPEG, PNG, WebP or GIF images are accepted' },
  failed: { id: 'upload.failed', defaultMessage: 'Image upload failed' },
  succeeded: { id: 'upload.succeeded', defaultMessage: 'Uploaded successfully' },
  uploading: { id: 'upload.uploading', defaultMessage: 'Uploading' },
  dropHere: { id: 'upload.dropHere', defaultMessage: 'or drop an image here' },
});
