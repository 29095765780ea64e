// Development: the API with reload on change (port 8080) and Vite's dev server (port 5173, proxying the API).
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => process.exit(code ?? 0));

run('node_modules/.bin/tsx', ['watch', 'src/server/server.ts'], { CLIENT_DIR: '/nonexistent' });
run('node_modules/.bin/vite', []);
console.log('\nPortal with hot reload: http://localhost:5173  (API: http://localhost:8080)\n');
