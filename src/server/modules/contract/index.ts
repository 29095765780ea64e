/** The contract module's public face: what the app assembles and what other modules may use. */
export { contractActions } from './admin';
export { readPemSetting, signingPairProblem } from './document/pem';
export { EXPIRE_JOB, expireContracts } from './expire-job';
export { default as contractRoutes } from './routes';
export { contractSettings, type ContractSettings } from './settings';
