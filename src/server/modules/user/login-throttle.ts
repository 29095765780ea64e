import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { loginFailuresRepository } from './login-failures-repository';
import { userDevicesRepository } from './user-devices-repository';

/**
 * Sign-in slows down rather than locks: each kind of bucket allows some failures in the window,
 * then every further attempt waits twice as long as the one before, from 30 s up to 15 minutes.
 * - per account and address: a stranger guessing from one place;
 * - per address: one place guessing many accounts;
 * - per account: many places guessing one account (a much larger allowance).
 * A device the account has signed in from before is never slowed, so nobody can keep the owner out.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  freePerPair: 5,
  freePerAddress: 20,
  freePerAccount: 50,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;

const pairBucket = (account: string, ip: string) => `pair:${account}|${ip}`;
const addressBucket = (ip: string) => `ip:${ip}`;
const accountBucket = (account: string) => `acct:${account}`;

/** The wait after `failures` failures when `free` are allowed: 0, then 30 s, 60 s, 120 s… up to 15 min. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE.maxDelaySeconds, THROTTLE.baseDelaySeconds * 2 ** Math.min(failures - free, 20));
}

/** A device id as the portal sends it (X-Device-Id), hashed: the header is a bearer of trust. */
export function deviceHash(deviceId: unknown): string | null {
  if (typeof deviceId !== 'string' || deviceId.length < 8 || deviceId.length > 128) return null;
  return createHash('sha256').update(deviceId).digest('hex');
}

/**
 * Counts failures in PostgreSQL so every server instance shares the limits. `freePerAddress`
 * follows the site's setting (FAILED_SIGNINS_PER_ADDRESS_15MIN): a campus or office behind one
 * address needs more than a home does.
 */
export function loginThrottle(db: Db, { freePerAddress = THROTTLE.freePerAddress as number, now = Date.now }: { freePerAddress?: number; now?: () => number } = {}) {
  const since = () => new Date(now() - THROTTLE.windowSeconds * 1000);
  const failures = loginFailuresRepository(db);
  const devices = userDevicesRepository(db);

  async function waitFor(bucket: string, free: number): Promise<number> {
    const row = await failures.since(bucket, since());
    const delay = delayAfter(row?.n ?? 0, free);
    if (!delay || !row?.last) return 0;
    const last = new Date(row.last as unknown as string | Date).getTime();
    return Math.max(0, Math.ceil((last + delay * 1000 - now()) / 1000));
  }

  return {
    /** Seconds before this sign-in may be tried; 0 when it may go ahead. */
    async retryAfter(account: string, ip: string, device?: string | null): Promise<number> {
      if (device && (await this.knownDevice(account, device))) return 0;
      const waits = await Promise.all([
        waitFor(pairBucket(account, ip), THROTTLE.freePerPair),
        waitFor(addressBucket(ip), freePerAddress),
        waitFor(accountBucket(account), THROTTLE.freePerAccount),
      ]);
      return Math.max(...waits);
    },

    async recordFailure(account: string, ip: string): Promise<void> {
      const at = new Date(now());
      await failures.add([pairBucket(account, ip), addressBucket(ip), accountBucket(account)], at);
    },

    /** A successful sign-in forgives the account's failures from that address. */
    async clear(account: string, ip: string): Promise<void> {
      await failures.clear([pairBucket(account, ip)]);
    },

    /** Has this account (by email) signed in from this device before? */
    async knownDevice(email: string, device: string): Promise<boolean> {
      return devices.known(email, device);
    },

    async rememberDevice(userId: number, device: string | null): Promise<void> {
      if (!device) return;
      await devices.remember(userId, device, new Date(now()));
    },
  };
}
