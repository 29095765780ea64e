import * as React from 'react';
import { useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX } from '../../../domain/limits';
import { getCookie } from '../../lib/cookies';
import { pageOf, type RouteDef } from '../../lib/routes';
import { STORAGE_KEYS } from '../../lib/storage';
import { menuSet, pageVisited, unreadChanged, useAppDispatch, useUserCenter } from '../../session';

/**
 * What the frame keeps in step with the page: the unread flag with the user centre, the side menu
 * closed on narrow windows, and the tag of the page shown.
 */
export function useFrameSync(signedIn: boolean, current: RouteDef | undefined) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { data: center } = useUserCenter(signedIn);

  React.useEffect(() => {
    if (center) dispatch(unreadChanged(center.message_center.unread_num > 0));
  }, [center, dispatch]);

  // The menu closes on widths under 992 px; widened again, it is as the author last left it (closing
  // it for a narrow window was not their choice).
  React.useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    if (query.matches) dispatch(menuSet(false));
    const follow = () => dispatch(menuSet(!query.matches && getCookie(STORAGE_KEYS.menuOpen) !== '0'));
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [dispatch]);

  React.useEffect(() => {
    // One tag per page: the in-page tabs of a page, or another novel on the same page, move its tag.
    if (current && current.key !== 'notFound') dispatch(pageVisited({ path: location.pathname, titleId: pageOf(current).key }));
  }, [current, location.pathname, dispatch]);
}
