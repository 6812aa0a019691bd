// Every remote's page tests use it now: the kit keeps it.
export { WhereAmI } from '@college/remote-kit/testing';
