/**
 * A server process loads its data keys at boot (loadDataKeys); a test file that builds the app in
 * process gets a throwaway key instead, unless it loads keys of its own (a data directory's key
 * file, for the command line).
 */
import { KeyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';

useKeyRing(new KeyRing([newDataKey()]));
