import type { Preview } from 'storybook-react-rsbuild';
import { DEFAULT_LANG, isLang, LANGS, LANGUAGE_NAMES } from '../design-system/src/language/address';
import { LanguageProvider } from '../design-system/src/language/language';
import '../design-system/src/tokens/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  // Every component speaks the page's language; designers switch here to see each of the portal's.
  globalTypes: {
    language: {
      description: 'Page language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGS.map((lang) => ({ value: lang, title: LANGUAGE_NAMES[lang] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: DEFAULT_LANG },
  decorators: [
    (Story, context) => {
      const lang = isLang(context.globals.language) ? context.globals.language : DEFAULT_LANG;
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
