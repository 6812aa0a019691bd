/** The status look-up's answer for an unpaid application (a B.A. with its fee), for tests. */
export const APPLICATION = {
  id: 12,
  name: 'Asha Kumari',
  father: 'Ramesh Kumar',
  application_no: 'ADM2025-000012',
  course: 'B.A.',
  fee: 2500,
  payment_token: 'tL1VmsbYVVaRmeL0nTn2cQbW4cJ0q3Xc6YFi9uvTV1Y' as string | null,
  submitted_at: '2025-06-02T10:15:00.000Z',
  dob: '2006-05-14',
  subjects: { major: ['Hindi', 'History', 'N/A'], minor: 'Economics', cocurricular: 'N/A', vocational: 'N/A' },
  payment: null,
};

/** A service's JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
