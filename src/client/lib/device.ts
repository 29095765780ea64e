import { STORAGE_KEYS, storage } from './storage';

/** A random id generated once per browser and sent with every request. */
export function deviceId(): string {
  let id = storage.get(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    storage.set(STORAGE_KEYS.deviceId, id);
  }
  return id;
}
