// Stories only: nothing a page renders imports this.

/** A story's `parameters`: the paragraph at the top of its docs page that says when to use the component. */
export function componentDocs(whenToUse: string) {
  return { docs: { description: { component: whenToUse } } };
}
