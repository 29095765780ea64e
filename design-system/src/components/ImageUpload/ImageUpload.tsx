import * as React from 'react';
import { fieldProps } from '../FieldBase/fieldProps';
import { Button, Field, FieldContextProvider, mergeClasses, useId } from '@fluentui/react-components';
import { ArrowUploadRegular, CheckmarkCircleRegular, DeleteRegular, ImageRegular } from '@fluentui/react-icons';
import { useFieldBlur } from '../FieldBase';
import type { ImageUploadProps } from './ImageUpload.types';
import { isAccepted, sniffFile } from './sniffImageType';
import { useImageUploadStyles } from './useImageUploadStyles.styles';
import { loadable } from '../../utils/loadable';
import type { UploadProgressProps } from './UploadProgress';

// The progress bar (Fluent's, with its motion code: about 4 KiB gzip) loads when an image is
// first chosen or dragged in, not with every form that has an image field.
const uploadProgress = loadable<UploadProgressProps>(() => import('./UploadProgress'));

const DEFAULT_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;

const kilobytes = (locale: string | undefined) => (bytes: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024);

/** An object URL for a file while it is shown, revoked afterwards. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = React.useState<string>();
  React.useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

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
    const [rejection, setRejection] = React.useState<string>();
    const [dragging, setDragging] = React.useState(false);
    const handleBlur = useFieldBlur(name, onBlur);
    const objectUrl = useObjectUrl(value);
    const src = objectUrl ?? (value ? undefined : currentUrl);
    const uploading = status === 'uploading';
    const inactive = disabled || uploading;
    const UploadProgress = uploadProgress.useComponent(uploading);

    const error = rejection ?? validationMessage ?? (status === 'error' ? messages.failed : undefined);

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

    const onDrag = (event: React.DragEvent<HTMLDivElement>) => {
      if (inactive || !event.dataTransfer.types.includes('Files')) return;
      uploadProgress.preload();
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };

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
              onDragEnter={onDrag}
              onDragOver={onDrag}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
              }}
              onDrop={(event) => {
                if (inactive) return;
                event.preventDefault();
                setDragging(false);
                void take(event.dataTransfer.files[0]);
              }}
            >
              <div className={mergeClasses(styles.preview, styles[shape])}>
                {src ? <img className={styles.image} src={src} alt={previewAlt} /> : <ImageRegular aria-hidden />}
              </div>
              <div className={styles.side}>
                <div className={styles.buttons}>
                  <Button
                    {...control}
                    // "Choose image, Cover": what it does, then which field.
                    aria-labelledby={[buttonTextId, control['aria-labelledby']].filter(Boolean).join(' ')}
                    icon={<ArrowUploadRegular />}
                    disabled={inactive}
                    onClick={() => {
                      uploadProgress.preload();
                      input.current?.click();
                    }}
                  >
                    <span id={buttonTextId}>{src ? messages.change : messages.choose}</span>
                  </Button>
                  {canRemove && (
                    <Button appearance="subtle" icon={<DeleteRegular />} disabled={inactive} onClick={remove}>
                      {messages.remove}
                    </Button>
                  )}
                </div>
                {messages.dropHere && !inactive && <span className={styles.drop}>{messages.dropHere}</span>}
                {uploading &&
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
