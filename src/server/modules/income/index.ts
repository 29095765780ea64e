/** The income module's public face: what the app assembles and what other modules may use. */
export { incomeActions } from './admin';
export { default as incomeImportJob } from './import-job';
export { ingestIncome } from './ingest';
export { default as incomePlatformRoutes } from './platform-routes';
export { default as incomeRoutes } from './routes';
