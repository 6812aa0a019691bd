export { ComingSoon as default } from '@college/remote-kit';
