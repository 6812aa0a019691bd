import { fastifyCookie } from '@fastify/cookie';
import { LANG_COOKIE, type Lang } from '@college/design-system/address';
import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Which language a page is answered in (decision 015). The address decides: /hi/… is Hindi, every
 * other page English (the spec's addresses). A visitor's choice is remembered in a cookie, and a
 * first visit (no cookie) follows the browser's Accept-Language: such visitors asking for an
 * English address are sent to its Hindi twin. /en/… is the switch's way back to English: it
 * remembers English and redirects to the plain address.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language this visitor wants when the address does not say: their cookie, else the browser's. */
export function preferredLanguage(request: FastifyRequest): Lang | undefined {
  const cookie = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie)[LANG_COOKIE] : undefined;
  if (cookie === 'hi' || cookie === 'en') return cookie;
  const header = request.headers['accept-language'];
  if (!header) return undefined;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(['en', 'hi']);
  return best === 'hi' ? 'hi' : undefined;
}

/** Remembers the language of the page being answered, only when the visitor's cookie says otherwise. */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, lang: Lang) {
  const cookie = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie)[LANG_COOKIE] : undefined;
  if (cookie === lang) return;
  reply.header(
    'Set-Cookie',
    fastifyCookie.serialize(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' }),
  );
}
