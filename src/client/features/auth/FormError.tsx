import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A form's error as an alert above its fields (loaded by LoginForm the first time one is shown). */
export default function FormError({ children }: { children: React.ReactNode }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
