// Debian's Chromium and the flags it needs on these machines (STACK-NOTES.md):
// without the networking flags it floods the closed network with refused connections.
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
module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
