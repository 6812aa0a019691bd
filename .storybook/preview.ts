import type { Preview } from 'storybook-react-rsbuild';
import '../design-system/src/tokens/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
