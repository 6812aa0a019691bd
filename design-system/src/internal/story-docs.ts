// Stories only: nothing a page renders imports this.

/** A story's `parameters`: the paragraph at the top of its docs page that says when to use the component. */
export function componentDocs(whenToUse: string) {
  return { docs: { description: { component: whenToUse } } };
}

/**
 * The props a form field with a label and one control takes, in the same words for every such field and
 * named for its control (`'input'`, `'select'`…). A story spreads them first and overrides a wording its
 * component needs to say otherwise, e.g. a hint that names what the help text is for. RadioGroup keeps
 * its own: its label is a legend over a fieldset.
 */
export function fieldArgTypes(control: string) {
  return {
    label: { description: `Text of the label above the ${control}. Required.`, control: 'text' },
    hint: { description: `Help text under the label, read out with the ${control}. Optional.`, control: 'text' },
    error: { description: `Error message; when given, the ${control} is marked invalid. Optional.`, control: 'text' },
    required: { description: `Marks the label and the ${control} as required. Defaults to false.`, control: 'boolean' },
    id: {
      description: `Id of the ${control}; generated when omitted. Set it when an error summary links here.`,
      control: 'text',
    },
    className: { description: `Extra class names for the field wrapper, not the ${control}.`, control: 'text' },
  } as const;
}
