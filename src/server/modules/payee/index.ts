/** The payee module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import payeeRoutes from './routes';
import type { PayeeChanged } from './service';
export { payoutHold } from './hold';
export { payeeComplete } from './service';
/** An archive of the account reads its payee details here. */
export { payeeArchiveRepository } from './archive-repository';

/** What the payee module adds to the app: its routes, on the app's clock; `onChanged` runs in the transaction that saves new details. */
export function payeeModule(onChanged: PayeeChanged): AppModule {
  return {
    name: 'payee',
    async register(app, { now }) {
      await app.register(payeeRoutes, { now, onChanged });
    },
  };
}
