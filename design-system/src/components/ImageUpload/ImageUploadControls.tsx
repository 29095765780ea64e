import type * as React from 'react';
import { Button, type FieldControlProps } from '@fluentui/react-components';
import { ArrowUploadRegular, CheckmarkCircleRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ImageUploadMessages, ImageUploadStatus } from './ImageUpload.types';
import type { UploadProgressProps } from './UploadProgress';
import { useImageUploadStyles } from './useImageUploadStyles.styles';

export interface ImageUploadControlsProps {
  /** the Field's wiring, for the choose button */
  control: Omit<FieldControlProps, 'aria-required'>;
  /** the id of the choose button's text */
  buttonTextId: string;
  /** an image is shown: the button changes it */
  hasImage: boolean;
  messages: ImageUploadMessages;
  inactive: boolean;
  canRemove: boolean;
  onChoose(): void;
  onRemove(): void;
  status: ImageUploadStatus;
  progress?: number;
  /** Fluent's progress bar once its code is in */
  UploadProgress: React.ComponentType<UploadProgressProps> | undefined;
}

/** Beside the preview: choose and remove, the drop hint, the upload's progress and its outcome. */
export function ImageUploadControls(props: ImageUploadControlsProps) {
  const { control, buttonTextId, hasImage, messages, inactive, canRemove, onChoose, onRemove, status, progress, UploadProgress } = props;
  const styles = useImageUploadStyles();
  return (
    <div className={styles.side}>
      <div className={styles.buttons}>
        <Button
          {...control}
          // "Choose image, Cover": what it does, then which field.
          aria-labelledby={[buttonTextId, control['aria-labelledby']].filter(Boolean).join(' ')}
          icon={<ArrowUploadRegular />}
          disabled={inactive}
          onClick={onChoose}
        >
          <span id={buttonTextId}>{hasImage ? messages.change : messages.choose}</span>
        </Button>
        {canRemove && (
          <Button appearance="subtle" icon={<DeleteRegular />} disabled={inactive} onClick={onRemove}>
            {messages.remove}
          </Button>
        )}
      </div>
      {messages.dropHere && !inactive && <span className={styles.drop}>{messages.dropHere}</span>}
      {status === 'uploading' &&
        (UploadProgress ? (
          <UploadProgress value={progress} label={messages.uploading} />
        ) : (
          <div
            role="progressbar"
            aria-label={messages.uploading}
            aria-valuemin={0}
            aria-valuemax={1}
            aria-valuenow={progress}
            className={styles.progressSpace}
            data-code-loading=""
          />
        ))}
      <div role="status" className={styles.status}>
        {status === 'success' && (
          <>
            <CheckmarkCircleRegular className={styles.success} aria-hidden />
            {messages.succeeded}
          </>
        )}
      </div>
    </div>
  );
}
