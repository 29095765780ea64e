export * from './users';
export * from './staff';
export * from './uploads';
export * from './authors';
export * from './sessions';
export * from './identities';
export * from './notifications';
