import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { ImportFailure } from '../useImportConfirm';
import { preview as m } from '../messages';

/**
 * Why adding the chapters failed, above the buttons, which it pushes down: it is brought to the
 * middle of the view with the buttons under it, also once the notice's own code is in and it takes
 * its final height. The middle, not the nearest edge: where it lands then depends on neither where
 * the page was scrolled nor how the browser kept its place when the notice pushed the buttons down.
 */
export function ConfirmFailure({ failure, onStartOver }: { failure: ImportFailure; onStartOver(): void }) {
  const intl = useIntl();
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const shown = ref.current;
    if (!shown) return;
    const reveal = () => shown.scrollIntoView?.({ block: 'center' });
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(shown);
    return () => observer.disconnect();
  }, [failure]);
  return (
    <div ref={ref}>
      <Notice
        intent="error"
        title={intl.formatMessage(m.confirmFailed)}
        actions={failure.expired ? <Button onClick={onStartOver}>{intl.formatMessage(m.startOver)}</Button> : undefined}
      >
        {failure.text}
      </Notice>
    </div>
  );
}
