// Every office room's three states of a read, from the remote kit; this vertical's pages import it from here.
export { Loaded } from '@college/remote-kit/office';
