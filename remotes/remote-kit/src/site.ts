/**
 * The college's own details in one place. The spec leaves the name and places out; these are the
 * portal's configuration, shown in the header and footer.
 */
export const SITE = {
  name: 'Gramin Mahavidyalaya',
  tagline: 'Degree College · Teacher Education (B.Ed., D.El.Ed.) · B.A. · B.Sc. · M.A.',
  address: 'College Campus, Village Road, 20 km from the district headquarters, Uttar Pradesh, India',
  phone: '+91 98765 43210',
  email: 'office@college.example.in',
  designer: { label: 'College Web Team', href: '/contact' },
  helplines: {
    admission: '+91 98765 43211',
    technical: '+91 98765 43212',
  },
  outsideSites: [
    { name: 'National Council for Teacher Education', short: 'NCTE', href: 'https://ncte.gov.in/' },
    { name: 'Affiliating State University', short: 'UNIV', href: 'https://www.ugc.gov.in/' },
    { name: 'Anti-Ragging (UGC)', short: 'ANTI RAGGING', href: 'https://www.antiragging.in/' },
  ],
  antiRagging: {
    helpline: '1800-180-5522',
    email: 'helpline@antiragging.in',
  },
} as const;

/** tel: links want digits only (and a leading +); the page keeps the readable spacing. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
