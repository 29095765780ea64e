/**
 * `keys:rotate`: re-encrypt personal data under the newest data key. On the command line the key
 * file (the embedded default; DATA_KEYS is the operator's) gets a new key first, unless --resume;
 * through a running server, the server re-reads that file. The work is batches of short
 * transactions beside the live server (lib/crypto/rotate.ts), never one long one.
 */
import { readFileSync } from 'node:fs';
import { DataKeysError, KeyRing, addKeyToFile, currentDataKeys, keyRing, loadDataKeys, parseDataKeys } from '../lib/crypto/data-keys';
import { rotateDataKeys } from '../lib/crypto/rotate';
import { forgetUnusedKeys, missingKeysReason, recordDataKey } from '../lib/crypto/key-registry';
import { audit } from '../modules/audit';
import { defineAction } from './registry';
import { KeysRotateRequest, KeysRotated } from './wire';

export const keyActions = [
  defineAction({
    name: 'keys.rotate',
    method: 'POST',
    summary: 'Re-encrypt personal data under the newest data key, in batches, beside the live server (admin)',
    role: 'admin',
    scope: 'platform',
    input: KeysRotateRequest,
    output: KeysRotated,
    cli: {
      command: 'keys:rotate',
      usage: '[--resume]   with the key file (no DATA_KEYS) a new key is added first; --resume finishes an interrupted rotation without adding one',
      // The key file the server reads (the embedded default) gets the new key first; the action
      // then re-reads it, in the server or here. DATA_KEYS is the operator's to change.
      input({ flags, dataDir, env, out }) {
        const keys = loadDataKeys(dataDir, env);
        if (keys.source === 'key file' && !flags.resume) out.error(`New data key ${addKeyToFile(keys.file!).current.id} added to ${keys.file}; back the file up again.`);
        return { reload_key_file: keys.source === 'key file' };
      },
    },
    async run(ctx, input) {
      if (input.reload_key_file && ctx.keyFile) currentDataKeys().use(new KeyRing(parseDataKeys(readFileSync(ctx.keyFile, 'utf8'), ctx.keyFile)));
      // The database records the new key before any value is written under it.
      const { missing } = await recordDataKey(ctx.tx);
      if (missing.length) throw new DataKeysError(missing, missingKeysReason(missing));
      const keyId = keyRing().current.id;
      await audit(ctx.tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'keys.rotation_started', subject: { kind: 'data_key', id: keyId }, origin: ctx.origin });
      return { key_id: keyId, rewritten: 0, columns: [] };
    },
    async finish(ctx, input, started) {
      const report = await rotateDataKeys(ctx.db, keyRing(), { batchSize: input.batch_size, onBatch: (n) => ctx.progress?.(`  ${n} values re-encrypted…`) });
      const done = { key_id: started.key_id, rewritten: report.rewritten, columns: report.columns };
      const forgotten = await forgetUnusedKeys(ctx.db);
      await audit(ctx.db, { actor: { kind: 'staff', id: ctx.member.id }, action: 'keys.rotated', subject: { kind: 'data_key', id: done.key_id }, after: { rewritten: done.rewritten, forgotten: forgotten.join(',') || null }, origin: ctx.origin });
      return done;
    },
  }),
];
