import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { NoticeProps } from './Notice';

export type NoticeViewProps = NoticeProps;

/** The notice once its code is in: Fluent's MessageBar, in the brand's theme. */
export default function NoticeView({
  intent,
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
  layout = 'auto',
  role,
  className,
  ...rest
}: NoticeViewProps) {
  return (
    <MessageBar
      intent={intent}
      layout={layout}
      role={role}
      aria-live={rest['aria-live']}
      className={className}
      data-testid={rest['data-testid']}
    >
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      {(actions || onDismiss) && (
        <MessageBarActions
          containerAction={
            onDismiss && (
              <Button appearance="transparent" icon={<DismissRegular />} aria-label={dismissLabel} onClick={onDismiss} />
            )
          }
        >
          {actions}
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
