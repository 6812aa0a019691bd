// Test support for the remotes' tests (vitest, jsdom). Never imported by shipped code.
export { fileOfBytes, imageInfo, phonePhoto, sharpImageCodec, smallImage } from './sharp-codec';
