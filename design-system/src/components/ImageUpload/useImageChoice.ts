import * as React from 'react';
import type { ImageUploadMessages, ImageUploadProps } from './ImageUpload.types';
import { isAccepted, sniffFile } from './sniffImageType';

export type ImageChoiceOptions = Pick<ImageUploadProps, 'onChange' | 'onSelect' | 'onReject' | 'onRemove' | 'maxBytes'> & {
  /** no file is taken while the field is disabled or uploading */
  inactive: boolean;
  accept: readonly string[];
  messages: Pick<ImageUploadMessages, 'wrongType' | 'tooLarge'>;
  formatBytes(bytes: number): string;
};

/**
 * A chosen or dropped file checked before it is handed over: its real format (from its first
 * bytes) and its size. A refusal is kept, in words, until the next choice or a removal.
 */
export function useImageChoice({ inactive, accept, maxBytes, messages, formatBytes, onChange, onSelect, onReject, onRemove }: ImageChoiceOptions) {
  const [rejection, setRejection] = React.useState<string>();

  const take = async (file: File | undefined) => {
    if (!file || inactive) return;
    const type = await sniffFile(file);
    if (!type || !isAccepted(type, accept)) {
      setRejection(messages.wrongType);
      onReject?.('wrongType', file);
      return;
    }
    if (file.size > maxBytes) {
      setRejection(messages.tooLarge(formatBytes(file.size), formatBytes(maxBytes)));
      onReject?.('tooLarge', file);
      return;
    }
    setRejection(undefined);
    onChange(file);
    onSelect?.(file);
  };

  const remove = () => {
    setRejection(undefined);
    onChange(null);
    onRemove?.();
  };

  return { rejection, take, remove };
}
