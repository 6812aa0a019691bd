/** Resolves in a later task of the event loop, so the work after it is a task of its own. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
