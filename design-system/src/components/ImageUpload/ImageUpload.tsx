import * as React from 'react';
import { fieldProps } from '../FieldBase/fieldProps';
import { Field, FieldContextProvider, mergeClasses, useId } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import { useFieldBlur } from '../FieldBase';
import type { ImageUploadProps } from './ImageUpload.types';
import { ImageUploadControls } from './ImageUploadControls';
import { useFileDrop } from './useFileDrop';
import { useImageChoice } from './useImageChoice';
import { useImageUploadStyles } from './useImageUploadStyles.styles';
import { useObjectUrl } from './useObjectUrl';
import { loadable } from '../../utils/loadable';
import type { UploadProgressProps } from './UploadProgress';

// The progress bar (Fluent's, with its motion code: about 4 KiB gzip) loads when an image is
// first chosen or dragged in, not with every form that has an image field.
const uploadProgress = loadable<UploadProgressProps>(() => import('./UploadProgress'));

const DEFAULT_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;

const kilobytes = (locale: string | undefined) => (bytes: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024);

/**
 * An image picked with a button or dropped on the field, checked (real image
 * format from its first bytes, size limit) before it is handed over, with a
 * preview, the upload's progress and its outcome.
 */
export const ImageUpload = React.forwardRef<HTMLDivElement, ImageUploadProps>(
  (
    {
      name,
      value,
      onChange,
      onBlur,
      onSelect,
      onReject,
      onRemove,
      label,
      hint,
      required = false,
      disabled = false,
      validationMessage,
      ruleHelp,
      className,
      accept = DEFAULT_ACCEPT,
      maxBytes,
      currentUrl,
      previewAlt,
      progress,
      status = 'idle',
      messages,
      locale,
      formatBytes = kilobytes(locale),
      shape = 'square',
    },
    ref,
  ) => {
    const styles = useImageUploadStyles();
    const input = React.useRef<HTMLInputElement>(null);
    const buttonTextId = useId('image-upload-action-');
    const uploading = status === 'uploading';
    const inactive = disabled || uploading;
    const choice = { inactive, accept, maxBytes, messages, formatBytes, onChange, onSelect, onReject, onRemove };
    const { rejection, take, remove } = useImageChoice(choice);
    const { dragging, handlers: dropHandlers } = useFileDrop(inactive, (file) => void take(file), uploadProgress.preload);
    const handleBlur = useFieldBlur(name, onBlur);
    const objectUrl = useObjectUrl(value);
    const src = objectUrl ?? (value ? undefined : currentUrl);
    const UploadProgress = uploadProgress.useComponent(uploading);

    const error = rejection ?? validationMessage ?? (status === 'error' ? messages.failed : undefined);
    const canRemove = !!value || (!!currentUrl && !!onRemove);

    return (
      <Field
        className={className}
        label={label}
        hint={hint}
        required={required}
        validationState={error ? 'error' : 'none'}
        validationMessage={fieldProps({ validationMessage: error, ruleHelp }).validationMessage}
      >
        {({ 'aria-required': _required, ...control }) => (
          // Only the choose button takes the Field's wiring; the progress bar is named on its own.
          <FieldContextProvider value={undefined}>
            <div
              ref={ref}
              className={mergeClasses(styles.zone, error && styles.invalid, dragging && styles.dragging, disabled && styles.disabled)}
              onBlur={handleBlur}
              {...dropHandlers}
            >
              <div className={mergeClasses(styles.preview, styles[shape])}>
                {src ? <img className={styles.image} src={src} alt={previewAlt} /> : <ImageRegular aria-hidden />}
              </div>
              <ImageUploadControls
                control={control}
                buttonTextId={buttonTextId}
                hasImage={!!src}
                messages={messages}
                inactive={inactive}
                canRemove={canRemove}
                onChoose={() => {
                  uploadProgress.preload();
                  input.current?.click();
                }}
                onRemove={remove}
                status={status}
                progress={progress}
                UploadProgress={UploadProgress}
              />
              <input
                ref={input}
                className={styles.input}
                type="file"
                name={name}
                accept={accept.join(',')}
                tabIndex={-1}
                aria-hidden
                disabled={inactive}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Lets the same file be chosen again after a refusal.
                  event.target.value = '';
                  void take(file);
                }}
              />
            </div>
          </FieldContextProvider>
        )}
      </Field>
    );
  },
);
ImageUpload.displayName = 'ImageUpload';
