import { createContext, useContext, type ReactNode } from 'react';
import { canvasImageCodec } from './canvas-codec';
import type { ImageCodec } from './fit-image';

const CodecContext = createContext<ImageCodec>(canvasImageCodec);

/** The codec the image fitters below use: the browser's canvas unless one is given (tests: sharp). */
export function ImageCodecProvider({ codec, children }: { codec: ImageCodec; children: ReactNode }) {
  return <CodecContext.Provider value={codec}>{children}</CodecContext.Provider>;
}

export const useImageCodec = () => useContext(CodecContext);
