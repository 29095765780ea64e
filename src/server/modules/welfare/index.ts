/** The welfare module's public face: what the app assembles and what other modules may use. */
import type { Db } from '../../db/client';
import type { AppModule } from '../../lib/app-module';
import welfareRoutes from './routes';
import { welfareService } from './service';
export { welfareActions } from './admin';
export { grantClaim, grantMilestones } from './grants';

/** The author's programs and their progress at `at`, as the welfare page shows them (names in `lang`). */
export const welfareProgress = (db: Db, userId: number, lang: string, at: Date) => welfareService(db, () => at).programs(userId, lang);

/** What the welfare module adds to the app: its routes, on the app's clock. */
export const welfareModule: AppModule = {
  name: 'welfare',
  async register(app, { now }) {
    await app.register(welfareRoutes, { now });
  },
};
