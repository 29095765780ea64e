import * as React from 'react';
import { useIntl } from 'react-intl';
import { makeStyles } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { ErrorState } from '@writers-center/design-system';
import { commonMessages } from '../../lib/common-messages';
import { messages } from './messages';
import { retryFailedScreens } from '../../lib/screen-loader';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '24px' },
  frame: { display: 'grid', placeItems: 'center', padding: '48px 24px' },
});

/** A screen's code that could not be fetched (offline, or a deploy removed the old files). */
const isLoadFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|module script failed|error loading dynamically imported|Unable to preload/i.test(error.message);

function ScreenFailed({ error, inFrame, onRetry }: { error: unknown; inFrame: boolean; onRetry(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={inFrame ? styles.frame : styles.page}>
      <ErrorState
        title={intl.formatMessage(messages.screenFailed)}
        description={isLoadFailure(error) ? intl.formatMessage(messages.network) : undefined}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={onRetry}
      />
    </div>
  );
}

interface BoundaryProps {
  /** the address shown: another one starts over */
  resetKey: string;
  inFrame: boolean;
  children: React.ReactNode;
}

class Boundary extends React.Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ScreenFailed
        error={this.state.error}
        inFrame={this.props.inFrame}
        onRetry={() => {
          retryFailedScreens();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}

/**
 * What shows when a screen cannot: its code did not come (offline), or it failed while rendering.
 * "Try again" renders it again, fetching the code anew; going to another address starts over.
 */
export function ScreenBoundary({ inFrame = false, children }: { /** inside the signed-in frame, whose menus stay */ inFrame?: boolean; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} inFrame={inFrame}>
      {children}
    </Boundary>
  );
}
