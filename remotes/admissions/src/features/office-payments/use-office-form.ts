// The office rooms' small forms, from the remote kit; this vertical's pages import it from here.
export { useOfficeForm } from '@college/remote-kit/office';
