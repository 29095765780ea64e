import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories translate args by comparing plain catalog strings: keep catalogs unparsed here.
  async viteFinal(config) {
    config.plugins = (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'writers-center:precompile-messages'));
    config.resolve = { ...config.resolve, alias: [] };
    return config;
  },
};
export default config;
