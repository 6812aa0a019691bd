// The admissions contract, shared by the admissions remote (a browser bundle) and the admissions
// service: its modules import nothing but valibot and the kit's text rules, office filters and
// bilingual register. One module per concern, so that a page carries only the ones it imports
// (the package is free of side effects: a bundler drops the modules nobody imports).
// The shared text messages, as this contract's own for its remote and tests.
export { CONTROL_CHARACTER_MESSAGE, maxLengthMessage, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';
export * from './contract/paths';
export * from './contract/session';
export * from './contract/form';
export * from './contract/applicant-fields';
export * from './contract/payment';
export * from './contract/status';
export * from './contract/office-inbox';
export * from './contract/merit-lists';
export * from './contract/corrections';
