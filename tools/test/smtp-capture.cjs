// A real SMTP server for the end-to-end suites: accepts every message and writes it, raw, to a
// folder, where the tests read codes and links from the e-mails the platform actually sent.
const fs = require('node:fs');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');

function startSmtpCapture({ port, dir }) {
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++seq).padStart(5, '0')}.eml`;
        const tmp = path.join(dir, `.${name}`);
        fs.writeFileSync(tmp, Buffer.concat(chunks));
        fs.renameSync(tmp, path.join(dir, name)); // readers never see half a message
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((r) => server.close(r)) }));
  });
}

module.exports = { startSmtpCapture };

// Run as its own process (`node smtp-capture.cjs PORT DIR`): the test runner blocks its own event loop
// while a suite runs, so the server must not live there.
if (require.main === module) {
  const [port, dir] = process.argv.slice(2);
  startSmtpCapture({ port: Number(port), dir })
    .then(() => process.send?.('ready'))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
