/** `npm run admin -- <command>`: the back office's command line on this process (see cli-main.ts). */
import { runCli } from './cli-main';

process.exitCode = await runCli(process.argv.slice(2), { env: process.env, out: console });
