import Bowser from 'bowser';
import { DEVICE_KINDS, type DeviceKind } from '../../../domain/api/account';

export interface DeviceOfSession {
  device: DeviceKind;
  os: string | null;
  browser: string | null;
}

const isDeviceKind = (value: unknown): value is DeviceKind => (DEVICE_KINDS as readonly unknown[]).includes(value);

/**
 * What a session's User-Agent says about where it was opened, as the author recognises a device:
 * its kind, the system ("Windows 10", "iOS 17.5") and the browser with its major version
 * ("Firefox 133"). Parsed when read, not when stored, so a newer parser names old sessions better.
 * A header that says nothing known (a script, a missing one) is a device of kind "other".
 */
export function deviceOfSession(userAgent: string | null): DeviceOfSession {
  if (!userAgent) return { device: 'other', os: null, browser: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  // Windows reports its NT kernel ("NT 10.0"); its marketing name ("10") is what people know.
  const osVersion = os.versionName ?? (os.version && !os.version.startsWith('NT') ? os.version : undefined);
  const major = browser.version?.split('.')[0];
  return {
    device: isDeviceKind(platform.type) ? platform.type : 'other',
    os: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : null,
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
  };
}
