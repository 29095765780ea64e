export * from './auth';
export * from './messages';
