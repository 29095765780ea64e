import type { AppModule } from './lib/app-module';
import type { AddressLimits } from './app';
import { userModule, type SnsProvider } from './modules/user';
import { authorModule } from './modules/author';
import { notificationModule } from './modules/notification';
import { siteModule } from './modules/site';
import { novelModule } from './modules/novel';
import { chapterModule } from './modules/chapter';
import { importModule } from './modules/import';
import { contractModule, type ContractSettings } from './modules/contract';
import { incomeModule } from './modules/income';
import { payoutModule, refreshHolds } from './modules/payout';
import { welfareModule } from './modules/welfare';
import { commentModule } from './modules/comment';
import { supportModule } from './modules/support';
import { statsModule } from './modules/stats';
import { helpModule } from './modules/help';
import { releaseFeedModule } from './modules/release-feed';
import { payeeModule } from './modules/payee';
import { plannerModule } from './modules/planner';
import { archiveModule } from './modules/archive';

/** The app's settings some modules take, read from its options once. */
export interface ModuleSettings {
  sessionTtlDays: number;
  snsProviders: SnsProvider[];
  limits: AddressLimits;
  publicUrl: string;
  mobileLoginUrl: string;
  contracts: ContractSettings;
  /** the app runs its recurring jobs itself (a server; tests drive them) */
  scheduleJobs: boolean;
}

/**
 * Every module that adds routes, hooks or jobs to the app, in the order the app registers them.
 * A new module adds itself here; what one module asks of another is wired here too, so neither
 * imports the other.
 */
export function appModules(settings: ModuleSettings): AppModule[] {
  const { sessionTtlDays, snsProviders, limits, publicUrl } = settings;
  return [
    userModule({ sessionTtlDays, snsProviders, limits, publicUrl }),
    authorModule,
    notificationModule,
    siteModule({ mobileLoginUrl: settings.mobileLoginUrl }),
    novelModule,
    chapterModule,
    plannerModule,
    importModule,
    contractModule(settings.contracts),
    incomeModule,
    payoutModule,
    welfareModule,
    commentModule,
    supportModule,
    statsModule,
    helpModule,
    releaseFeedModule,
    // Waiting payouts follow new details: held through the cooling-off, or released once given.
    payeeModule((tx, userId, at) => refreshHolds(tx, at, userId)),
    archiveModule({ scheduleJobs: settings.scheduleJobs }),
  ];
}
