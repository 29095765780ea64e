export { ReaderPreview, type ReaderPreviewLabels, type ReaderPreviewProps } from './ReaderPreview';
