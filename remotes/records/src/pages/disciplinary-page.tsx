export { DisciplinaryPage as default } from './document-list-page';
