// Types of the loader's helpers that the build (prerender/build.ts) shares with it.
export function catalogueKey(build: string, context: string, resourcePath: string): string;
export function compileMessages(
  resourcePath: string,
  lang: string,
  messages: Record<string, string>,
): Record<string, unknown>;
export default function messagesLoader(this: unknown, source: string): string;
