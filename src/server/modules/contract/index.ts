/** The contract module's public face: what the app assembles and what other modules may use. */
export { contractActions } from './admin';
export { readPemSetting, signingPairProblem } from './document/pem';
export { EXPIRE_JOB, expireContracts } from './lifecycle';
export type { CertificateSource } from './paperwork';
// The demo seed walks a contract through the real lifecycle, as an author and staff would.
export { contractLifecycle } from './lifecycle';
export { contractsRepository } from './repository';
export { default as contractRoutes } from './routes';
export { contractSettings, type ContractSettings } from './settings';
export { signaturePng } from './signing';
