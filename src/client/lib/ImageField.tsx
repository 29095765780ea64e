import * as React from 'react';
import { useIntl } from 'react-intl';
import { ImageUpload, useToast, type ImageUploadStatus } from '@writers-center/design-system';
import { failureText } from './http-messages';
import { ApiError, type UploadOptions } from './http';
import { upload as m } from './upload-messages';

interface ImageFieldProps {
  name: string;
  label: string;
  hint: string;
  previewAlt: string;
  maxBytes: number;
  currentUrl?: string;
  shape: 'square' | 'circle' | 'cover';
  send(file: File, options: UploadOptions): Promise<unknown>;
  onUploaded?(result: unknown): void;
  /** the form's own message for the field (e.g. "upload a photo"), shown while the upload has none */
  fieldError?: string;
}

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * An image upload that sends at once: checks type and size in the browser
 * (the server checks again), shows progress, and says how it went.
 */
export function ImageField({
  name,
  label,
  hint,
  previewAlt,
  maxBytes,
  currentUrl,
  shape,
  send,
  onUploaded,
  fieldError,
}: ImageFieldProps) {
  const intl = useIntl();
  const toast = useToast();
  const [file, setFile] = React.useState<File | null>(null);
  const [status, setStatus] = React.useState<ImageUploadStatus>('idle');
  const [progress, setProgress] = React.useState<number | undefined>();
  const [error, setError] = React.useState<string | undefined>();

  const start = async (chosen: File) => {
    setStatus('uploading');
    setProgress(0);
    setError(undefined);
    try {
      // Quiet: what goes wrong is said once, next to the field (no toast repeating it).
      const result = await send(chosen, { onProgress: setProgress, silent: true });
      setStatus('success');
      toast({ intent: 'success', title: intl.formatMessage(m.succeeded) });
      onUploaded?.(result);
    } catch (err) {
      setStatus('error');
      // The server's reason (too large, not an image), or why there is none (offline, time-out).
      setError(
        err instanceof ApiError && err.desc
          ? err.desc
          : err instanceof ApiError && err.code <= 0
            ? failureText(intl, err)
            : intl.formatMessage(m.failed),
      );
    }
  };

  return (
    <ImageUpload
      name={name}
      label={label}
      hint={hint}
      value={file}
      onChange={setFile}
      onSelect={(chosen) => void start(chosen)}
      onReject={() => setStatus('idle')}
      accept={ACCEPT}
      maxBytes={maxBytes}
      currentUrl={currentUrl}
      previewAlt={previewAlt}
      shape={shape}
      status={status}
      progress={progress}
      validationMessage={error ?? (status === 'success' ? undefined : fieldError)}
      locale={intl.locale}
      messages={{
        choose: intl.formatMessage(m.choose),
        change: intl.formatMessage(m.change),
        remove: intl.formatMessage(m.remove),
        tooLarge: (size, max) => intl.formatMessage(m.tooLarge, { size, max }),
        wrongType: intl.formatMessage(m.wrongType),
        failed: intl.formatMessage(m.failed),
        succeeded: intl.formatMessage(m.succeeded),
        uploading: intl.formatMessage(m.uploading),
        dropHere: intl.formatMessage(m.dropHere),
      }}
    />
  );
}
