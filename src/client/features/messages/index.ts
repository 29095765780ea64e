/** The messages feature: the author's notices and the platform's news. app/ loads its screens through the route table (`messagesScreens`). */
import type { ScreenLoaders } from '../../lib/screen-loader';

/** Each screen's module, loaded when its route is first shown (a chunk of its own). */
export const messagesScreens = {
  newsAnnounce: () => import('./NewsAnnouncePage'),
  announceCenter: () => import('./AnnounceCenterPage'),
} satisfies ScreenLoaders;
