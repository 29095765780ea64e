export * from './auth';
export * from './messages';
export * from './author';
export * from './novel';
export * from './sign';
