// The office pages' test helpers now live in the remote kit, shared with the admissions remote's office pages.
export * from '@college/remote-kit/testing/office';
