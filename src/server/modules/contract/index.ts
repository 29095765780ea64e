/** The contract module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import contractRoutes from './routes';
import type { ContractSettings } from './settings';
export { contractActions } from './admin';
export { readPemSetting, signingPairProblem } from './document/pem';
export { EXPIRE_JOB, expireContracts } from './lifecycle';
export type { CertificateSource } from './paperwork';
// The demo seed walks a contract through the real lifecycle, as an author and staff would.
export { contractLifecycle } from './lifecycle';
export { contractsRepository } from './repository';
/** An author's archive reads their contracts here. */
export { contractArchiveRepository } from './archive-repository';
/** An account being erased loses its applications that never became a contract here. */
export { eraseOpenApplicationsOf } from './erasure-repository';
export { contractSettings, type ContractSettings } from './settings';
export { signaturePng } from './signing';

/** What the contract module adds to the app: its routes, with the settings the app made for it (`contractSettings`). */
export function contractModule(settings: ContractSettings): AppModule {
  return {
    name: 'contract',
    async register(app) {
      await app.register(contractRoutes, { settings });
    },
  };
}
