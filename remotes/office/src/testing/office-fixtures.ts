// The office pages' test helpers now serve every remote with office pages: the kit keeps them.
export { failure, json, meAs, meRoute, signedOut, stubOffice } from '@college/remote-kit/testing';
