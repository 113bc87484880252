// The bare HTTP baseline: plain node:http answering a small JSON body, nothing else.
import { createServer } from 'node:http';

const body = JSON.stringify({ data: { status: 'up' } });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
