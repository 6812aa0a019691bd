import type { Preview } from 'storybook-react-rsbuild';
import { LanguageProvider } from '../design-system/src/language/language';
import '../design-system/src/tokens/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  // Issue 23: every component speaks the page's language; designers switch here to see both.
  globalTypes: {
    language: {
      description: 'Page language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, context) => {
      const lang = context.globals.language === 'hi' ? 'hi' : 'en';
      return (
        <LanguageProvider lang={lang}>
          <div lang={lang}>
            <Story />
          </div>
        </LanguageProvider>
      );
    },
  ],
};

export default preview;
