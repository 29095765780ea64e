// Debian's Chromium and the flags it needs on these machines (STACK-NOTES.md):
// without the networking flags it floods the closed network with refused connections.
const { existsSync } = require('node:fs');

/** The full browser: what the screenshot baselines were taken with (the story run, the bench). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless shell (the same Chromium release without the browser's own window and UI),
 * for the end-to-end run, which compares no pictures: measured on the same specs it uses about a
 * quarter less CPU than the full browser, with compositing in software turned off too. The full
 * browser where the shell is not installed.
 */
const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const E2E_CHROMIUM_PATH = existsSync(shell) ? shell : CHROMIUM_PATH;
const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-compositing', '--disable-software-rasterizer'];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, E2E_CHROMIUM_PATH, E2E_CHROMIUM_ARGS };
