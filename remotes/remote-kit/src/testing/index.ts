// Test support for the remotes' tests (vitest, jsdom). Never imported by shipped code.
export { fileOfBytes, phonePhoto, sharpImageCodec, smallImage } from './sharp-codec';
