export * from './users';
export * from './authors';
export * from './sessions';
export * from './notifications';
