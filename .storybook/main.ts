import type { StorybookConfig } from '@storybook/react-vite';
import { reactDocgenTypescriptOptions } from './docgen-options.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon', 'storybook-addon-pseudo-states'],
  // MSW's service worker, and the covers and avatars the screens' recorded answers name.
  staticDirs: ['./public', { from: '../stories/portal/fixtures/uploads', to: '/uploads' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Controls / ArgTypes read props, descriptions and defaults from the design system's own tsconfig (see docgen-options.ts).
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  // Stories translate args by comparing plain catalog strings: keep catalogs unparsed here. The
  // portal's frame chunk is planned from a build of the portal, which Storybook does not need.
  async viteFinal(config) {
    const portalOnly = ['writers-center:precompile-messages', 'writers-center:frame-chunk'];
    config.plugins = (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && portalOnly.includes(p.name)));
    config.resolve = { ...config.resolve, alias: [] };
    return config;
  },
};
export default config;
