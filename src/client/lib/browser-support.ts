/**
 * Which portal a browser gets: phones go to the mobile author login;
 * browsers missing what the portal needs get the "not supported"
 * notice. Browsers too old for module scripts never run this: they
 * get public/unsupported.js through <script nomodule>.
 */
import { isMobileUserAgent } from '../../domain/devices';

export type DeviceKind = 'desktop' | 'mobile' | 'unsupported';


export function deviceKind(userAgent: string, env: { supports: () => boolean } = { supports: hasRequiredFeatures }): DeviceKind {
  if (isMobileUserAgent(userAgent)) return 'mobile';
  if (!env.supports()) return 'unsupported';
  return 'desktop';
}

/** What the portal relies on, beyond module scripts. */
export function hasRequiredFeatures(): boolean {
  try {
    return (
      typeof AbortController === 'function' &&
      typeof AbortSignal.any === 'function' &&
      typeof structuredClone === 'function' &&
      typeof IntersectionObserver === 'function' &&
      typeof CSS !== 'undefined' &&
      CSS.supports('display', 'grid') &&
      CSS.supports('inset-inline-start', '0')
    );
  } catch {
    return false;
  }
}
