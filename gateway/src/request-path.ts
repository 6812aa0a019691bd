/**
 * A request's path as routing and the browser read it, for decisions that must not be dodged by
 * spelling the same address another way (`/office%2fusers`, `//office/users`, `/news/../office`):
 * percent-decoded, runs of slashes made one, `.` and `..` segments resolved. No query, no fragment.
 */
export function routedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray `%`: decode what can be decoded, leave the rest as it is.
    decoded = raw.replace(/%[0-9a-f]{2}/gi, (code) => String.fromCharCode(Number.parseInt(code.slice(1), 16)));
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && /\/\.{0,2}$/.test(decoded) ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}
