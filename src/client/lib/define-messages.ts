import type { MessageDescriptor } from 'react-intl';

type Descriptor = MessageDescriptor & { id: string; defaultMessage: string; description?: string };

/**
 * Declares a feature's messages (extracted by the formatjs CLI by this name).
 * Plain descriptors: react-intl 12's typed `defineMessages` infers no values
 * from the text, which rejects every message that has placeholders.
 */
export function defineMessages<K extends string>(messages: Record<K, Descriptor>): Record<K, Descriptor> {
  return messages;
}
