/**
 * A server process loads its data keys at boot (loadDataKeys); a test file that builds the app in
 * process uses the run's key (which the demo templates were encrypted with, see
 * database-templates.ts), or a throwaway one outside a prepared run, unless it loads keys of its
 * own (a data directory's key file, for the command line).
 */
import { KeyRing, newDataKey, parseDataKeys, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { TEST_DATA_KEYS_ENV } from './template-env';

const runKeys = process.env[TEST_DATA_KEYS_ENV];
useKeyRing(new KeyRing(runKeys ? parseDataKeys(runKeys, TEST_DATA_KEYS_ENV) : [newDataKey()]));
