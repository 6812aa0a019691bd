export { NcteOrderPage as default } from './document-list-page';
