import { createServer, type Server } from 'node:http';

export interface ProbeChecks {
  ready: () => Promise<boolean>;
}

/**
 * Liveness and readiness over plain HTTP for orchestrators: services speak only AMQP otherwise.
 * /live answers while the process runs; /ready only while its database and Redis answer.
 */
export function startProbeServer(port: number, checks: ProbeChecks): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/live') return reply(200, { status: 'up' });
    if (req.url === '/ready') {
      checks
        .ready()
        .then((ok) => reply(ok ? 200 : 503, { status: ok ? 'up' : 'down' }))
        .catch(() => reply(503, { status: 'down' }));
      return;
    }
    reply(404, { error: 'not_found' });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
