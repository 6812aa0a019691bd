// A `*.messages.json` catalogue ({ en: { id: message }, hi: { id: message } }) compiled at build
// time: every ICU message becomes its parsed form, so the browser bundle leaves the parser out
// (FormatJS's own advice) and formats at once. A message that does not parse stops the build.
import { parse } from '@formatjs/icu-messageformat-parser';

/** @this {{ resourcePath: string }} */
export default function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [lang, messages] of Object.entries(catalogue)) {
    compiled[lang] = {};
    for (const [id, message] of Object.entries(messages)) {
      try {
        compiled[lang][id] = parse(message);
      } catch (error) {
        throw new Error(`${this.resourcePath}: ${lang}.${id} is not a valid ICU message`, { cause: error });
      }
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}
