import type { UserInfo } from '../../../domain/api/session';
import { http } from '../../lib/http';

const PATH = '/v1/author.info';

/** The answer asked for at start-up, before the portal's first render; taken by the first `getUserInfo`. */
let early: Promise<UserInfo> | undefined;

/**
 * Asks for the author's info now, beside the portal's words and brand (main.tsx): the route guard
 * waits for it before it shows a signed-in screen, and would otherwise ask only after its first render.
 */
export function requestUserInfoEarly(): void {
  early = http.quietGet<UserInfo>(PATH);
  early.catch(() => undefined); // taken, and asked again, by getUserInfo
}

/**
 * The author's info: the early answer if there is one. A failed early call is made again, so its
 * failure is reported (a toast, the session's end) by a portal that is up, as any other call's is.
 */
export const getUserInfo = (): Promise<UserInfo> => {
  const pending = early;
  early = undefined;
  return pending ? pending.catch(() => http.get<UserInfo>(PATH)) : http.get<UserInfo>(PATH);
};
