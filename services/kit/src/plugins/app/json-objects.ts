import fp from 'fastify-plugin';
import { HttpError } from '../../errors';

/**
 * Every JSON body accepted is a form object; refusing scalars and arrays here means a handler can
 * never receive `"abc"` or `null` as its body.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        if (error) return done(error, undefined);
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          return done(new HttpError(400, 'The request body must be a JSON object.'), undefined);
        }
        done(null, value);
      });
    });
  },
  { name: 'kit-json-objects' },
);
