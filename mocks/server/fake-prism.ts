/**
 * A stand-in for Prism in the gateway's tests, so they need no Prism process: the lab answers
 * 200, `/public/faq/` never answers (a hung Prism), `/public/contact-messages/` answers Prism's
 * own 422 and anything else Prism's own 404, both as `application/problem+json` in English.
 * `hits` counts what reached it: a request the gateway refuses never does.
 */
import { createServer } from 'node:http';

export interface FakePrism {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

const problem = (status: number, title: string, extra: object = {}) =>
  JSON.stringify({ type: 'https://stoplight.io/prism/errors#X', title, status, detail: title, ...extra });

export async function startFakePrism(): Promise<FakePrism> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://prism.invalid').pathname;
    hits.push(`${req.method} ${path}`);
    if (path === '/public/faq/') return; // hangs: the gateway's timeout must answer
    if (path.startsWith('/laboratory/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
      return;
    }
    res.writeHead(path === '/public/contact-messages/' ? 422 : 404, { 'content-type': 'application/problem+json' });
    res.end(
      path === '/public/contact-messages/'
        ? problem(422, 'Invalid request', {
            validation: [{ location: ['body', 'email'], severity: 'Error', message: 'must match format "email"' }],
          })
        : problem(404, 'Route not resolved, no path matched'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    hits,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
