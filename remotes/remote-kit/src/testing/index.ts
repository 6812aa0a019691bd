// Test support for the remotes' tests (vitest, jsdom). Never imported by shipped code.
export { fileOfBytes, imageInfo, phonePhoto, sharpImageCodec, smallImage } from './sharp-codec';
export { failure, json, meAs, meRoute, signedOut, stubOffice } from './office-fixtures';
export { cellsIn, factsIn } from './facts';
export { WhereAmI } from './where-am-i';
