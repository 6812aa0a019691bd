/** The words about the access code, the same wherever it is shown or asked for. */
export const ACCESS_CODE_TEXT = {
  label: 'Access code',
  keep:
    'Keep your access code safe with your application number. With both, and your date of birth, you can check your application or pay the fee later. Do not share it.',
  hint: 'The 8 letters and digits on your acknowledgement, like K7QM-4XPA',
  placeholder: 'K7QM-4XPA',
  lost: 'Lost your access code, or applied before access codes were given? The college office can give you a new one.',
} as const;
