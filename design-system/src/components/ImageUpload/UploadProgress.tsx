import { ProgressBar } from '@fluentui/react-components';

export interface UploadProgressProps {
  /** the share sent, from 0 to 1 (none while unknown: the bar moves on its own) */
  value?: number;
  /** the bar's accessible name */
  label: string;
}

/** An upload's progress once its code is in: Fluent's ProgressBar (with its motion code). */
export default function UploadProgress({ value, label }: UploadProgressProps) {
  return <ProgressBar value={value} max={1} thickness="large" aria-label={label} />;
}
