/** Page and feedback components (panels, headers, states; and the writing ones: CommentCard, ChapterRow). */
export * from './components/PageHeader';
export * from './components/StatCard';
export * from './components/Panel';
export * from './components/ErrorState';
export * from './components/Skeleton';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/ActionsMenu';
export * from './components/Hint';
export * from './components/Notice';
export * from './components/PopupNotice';
export * from './components/StatusBadge';
export * from './components/CommentCard';
export * from './components/ChapterRow';
