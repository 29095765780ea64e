// Jest config of @storybook/test-runner: Debian's Chromium with the flags these machines need.
const { getJestConfig } = require('@storybook/test-runner');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./tests/support/chromium.cjs');

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    },
  },
  reporters: ['default', ['<rootDir>/tests/stories/count-reporter.cjs', {}]],
  // A guard against a hung story, not a speed check: the full run takes each screen five times over
  // (light, dark, 900 px, German, Thai), each mounted afresh.
  testTimeout: process.env.STORIES_FULL === '1' ? 180_000 : 60_000,
};
