// The office pages' table moved to features/shared (features may import it there); the pages' imports stay.
export * from '../shared/office-rooms';
