
/** The back-office CLI, acting through the running e2e server (it finds it via the data directory). */
export async function admin(...args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const { DATA_DIR } = await import('./playwright.config');
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
  });
  return stdout;
}
