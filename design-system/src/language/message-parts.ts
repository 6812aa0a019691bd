/**
 * The parts of a compiled message (a catalogue's value once built: FormatJS's parser's output and
 * numbering). No imports, so code that reads a compiled catalogue outside React (the route titles
 * in the gateway) takes these without the formatter.
 */
export const LITERAL = 0;
export const ARGUMENT = 1;
export const SELECT = 5;
export const TAG = 8;

export type Part = { type: number; value: string; options?: Record<string, { value: Part[] }>; children?: Part[] };
