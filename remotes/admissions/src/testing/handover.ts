/** What /payment receives from a just-submitted application (a B.A. with its fee), for tests. */
export const HANDOVER = {
  id: 7,
  name: 'Asha Kumari',
  father: 'Ramesh Kumar',
  application_no: 'ADM2025-000007',
  course: 'B.A.',
  fee: 2500,
  payment_token: 'tL1VmsbYVVaRmeL0nTn2cQbW4cJ0q3Xc6YFi9uvTV1Y',
  dob: '2006-05-14',
  access_code: 'K7QM-4XPA',
};
