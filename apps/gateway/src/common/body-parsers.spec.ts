import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT, useBodyParsers } from './body-parsers';

describe('the bodies the gateway reads', () => {
  let app: FastifyInstance;
  const post = (url: string, contentType: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  beforeAll(async () => {
    app = Fastify({ bodyLimit: BODY_LIMIT });
    useBodyParsers(app, { '/big': 2 * BODY_LIMIT });
    app.setErrorHandler((err: { statusCode?: number }, _req, reply) => reply.code(err.statusCode ?? 500).send({ failed: err.statusCode }));
    const echo = (req: { body: unknown }) => ({ body: req.body === undefined ? 'none' : req.body });
    app.post('/echo', echo);
    app.post('/big', echo);
    await app.ready();
  });

  afterAll(() => app.close());

  it('reads JSON, an empty JSON body as {}, and refuses broken JSON with a 400', async () => {
    expect((await post('/echo', 'application/json', '{"a":[1]}')).json()).toEqual({ body: { a: [1] } });
    expect((await post('/echo', 'application/json; charset=utf-8', '')).json()).toEqual({ body: {} });
    const broken = await post('/echo', 'application/json', '{"a":');
    expect([broken.statusCode, broken.json()]).toEqual([400, { failed: 400 }]);
  });

  it('reads a url-encoded form flat, and leaves a body of another type unread', async () => {
    expect((await post('/echo', 'application/x-www-form-urlencoded', 'email=a%40b.co&x=1&x=2')).json()).toEqual({ body: { email: 'a@b.co', x: ['1', '2'] } });
    expect((await post('/echo', 'text/plain', 'email=a@b.co')).json()).toEqual({ body: 'none' });
    expect((await post('/echo', 'application/xml', '<a/>')).json()).toEqual({ body: 'none' });
  });

  it('refuses a body over 1 MB with a 413, except on a route given a larger limit', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(BODY_LIMIT + 10) });
    expect((await post('/echo', 'application/json', big)).statusCode).toBe(413);
    expect((await post('/big', 'application/json', big)).statusCode).toBe(200);
  });
});
