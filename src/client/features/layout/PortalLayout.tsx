import * as React from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@writers-center/design-system';
import { isSignedAuthor } from '../../../domain/status';
import { pageOf } from '../../lib/routes';
import { useCurrentRoute } from '../../lib/useCurrentRoute';
import { messages as shared } from '../../components/messages';
import { selectMenuOpen, selectSession, useAppSelector } from '../../session';
import { FrameSideMenu } from './FrameSideMenu';
import { FrameTabs } from './FrameTabs';
import { FrameTopBar } from './FrameTopBar';
import { PopupHost, type PopupDialogProps } from './PopupHost';
import { ScreenBoundary } from './ScreenBoundary';
import { useFrameSync } from './useFrameSync';
import { useMainScroll } from './useMainScroll';

export interface FrameProps {
  /** the dialog that shows one of the author's popups: a slot app/ fills with the contracts feature's */
  PopupDialog: React.ComponentType<PopupDialogProps>;
}

/** The signed-in frame of the portal, composed from the design system's shell. */
export function PortalLayout({ PopupDialog }: FrameProps) {
  useMainScroll();
  const intl = useIntl();
  const session = useAppSelector(selectSession);
  const menuOpen = useAppSelector(selectMenuOpen);
  const current = useCurrentRoute();
  useFrameSync(!!session.token, current);
  const page = current ? pageOf(current) : undefined;

  return (
    <AppShell
      menuOpen={menuOpen}
      mainLabel={page ? intl.formatMessage(page.title) : undefined}
      skipLinkLabel={intl.formatMessage(shared.skipToContent)}
      sideMenu={<FrameSideMenu menuOpen={menuOpen} current={current} />}
      topBar={<FrameTopBar menuOpen={menuOpen} page={page} />}
      tabs={<FrameTabs />}
    >
      <ScreenBoundary inFrame>
        <Outlet />
      </ScreenBoundary>
      <PopupHost enabled={isSignedAuthor(session.authorStatus)} Dialog={PopupDialog} />
    </AppShell>
  );
}

export default PortalLayout;
