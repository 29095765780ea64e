import * as React from 'react';
import { useFormikContext } from 'formik';
import { storage, type KeyValueStore } from './storage';

const PREFIX = 'wc_form_draft:';
const SAVE_DELAY_MS = 400;

/** What the author typed last time in the form `key` on this device, if anything. */
export function readDraft<V>(key: string, store: KeyValueStore = storage): V | undefined {
  const raw = store.get(PREFIX + key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as V;
  } catch {
    return undefined;
  }
}

export const clearDraft = (key: string, store: KeyValueStore = storage) => store.remove(PREFIX + key);

/**
 * Keeps a Formik form's values in local storage while the author types, so a
 * crash, a closed tab or a lost connection loses nothing. Clear it on success.
 */
export function DraftSaver({ storageKey, store = storage }: { storageKey: string; store?: KeyValueStore }) {
  const { values, dirty } = useFormikContext();
  React.useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => store.set(PREFIX + storageKey, JSON.stringify(values)), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, storageKey, store]);
  return null;
}
