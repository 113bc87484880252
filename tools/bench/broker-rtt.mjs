// One RPC round trip through RabbitMQ, alone, at a paced rate (200/s by default: the big table's rate),
// with Nagle's algorithm left on (amqplib's default) and off (TCP_NODELAY, what connectToBroker in
// libs/messaging sets), alternating in one run so that both meet the same machine. The server side
// does what AmqpServer does: it replies on a second channel of its connection, then acks the request a
// little later (after its commit), so a reply can follow an ack that the broker has not ACKed yet.
// Prints p50 / p90 / p99 / max in ms and how many round trips took over 30 ms, per mode and run.
//
//   RABBITMQ_URL=amqp://guest:guest@127.0.0.1:5672 node tools/bench/broker-rtt.mjs [rate] [seconds] [rounds]
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers';

const require = createRequire(import.meta.url);
const amqp = require('amqp-connection-manager');

const url = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const [rate = 200, seconds = 15, rounds = 2] = process.argv.slice(2).map(Number);
const REPLY_TO = 'amq.rabbitmq.reply-to';

const connect = (name, noDelay) =>
  amqp.connect([url], { heartbeatIntervalInSeconds: 10, reconnectTimeInSeconds: 1, connectionOptions: { noDelay, clientProperties: { connection_name: name } } });

async function measure(noDelay) {
  const queue = `bench.broker-rtt.${process.pid}.${noDelay ? 'on' : 'off'}`;
  const server = connect('bench-rtt-server', noDelay);
  const requests = server.createChannel({ confirm: true, setup: (ch) => ch.assertQueue(queue, { autoDelete: true }) });
  const replies = server.createChannel({ confirm: false });
  const client = connect('bench-rtt-client', noDelay);
  const calls = client.createChannel({ confirm: false });
  await Promise.all([requests.waitForConnect(), replies.waitForConnect(), calls.waitForConnect()]);
  await requests.consume(
    queue,
    (msg) =>
      setImmediate(() => {
        void replies.publish('', msg.properties.replyTo, msg.content, { correlationId: msg.properties.correlationId });
        setTimeout(() => requests.ack(msg), 1);
      }),
    { prefetch: 32 },
  );
  const sent = new Map();
  const ms = [];
  await calls.consume(
    REPLY_TO,
    (msg) => {
      const at = sent.get(msg.properties.correlationId);
      if (at === undefined) return;
      sent.delete(msg.properties.correlationId);
      ms.push(Number(process.hrtime.bigint() - at) / 1e6);
    },
    { noAck: true },
  );
  const total = rate * seconds;
  const start = Date.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = String(i);
    sent.set(id, process.hrtime.bigint());
    void calls.publish('', queue, Buffer.from(id), { correlationId: id, replyTo: REPLY_TO });
  }
  for (let waited = 0; sent.size > 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  await Promise.all([client.close(), server.close()]);
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { noDelay, calls: ms.length, unanswered: total - ms.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: ms.at(-1), over30ms: ms.filter((x) => x > 30).length };
}

console.log(`One broker round trip at ${rate}/s for ${seconds} s, Nagle on (amqplib's default) vs off (TCP_NODELAY), ${rounds} rounds`);
console.log('mode            calls  p50 ms  p90 ms  p99 ms  max ms  > 30 ms');
for (let round = 0; round < rounds; round += 1) {
  for (const noDelay of [false, true]) {
    const r = await measure(noDelay);
    const f = (x) => x.toFixed(2).padStart(7);
    console.log(`${(noDelay ? 'TCP_NODELAY' : 'Nagle (default)').padEnd(15)} ${String(r.calls).padStart(5)} ${f(r.p50)} ${f(r.p90)} ${f(r.p99)} ${f(r.max)}  ${String(r.over30ms).padStart(6)}${r.unanswered ? `  (${r.unanswered} unanswered)` : ''}`);
  }
}
