import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  // The builder only picks up an rsbuild.config.* from the repo root, and there
  // is none, so JSX/React support has to be added here. Skip it if a root config
  // already brought the plugin in.
  rsbuildFinal: (rsbuildConfig) => {
    const hasReact = (rsbuildConfig.plugins ?? []).some(
      (plugin) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'rsbuild:react',
    );
    return hasReact ? rsbuildConfig : mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] });
  },
};

export default config;
