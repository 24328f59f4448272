// A minimal SMTP receiver on loopback for the browser tests: the server under test delivers its
// outbox here (SMTP_URL), and each message is appended as one JSON line to a file the tests read.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Decodes a quoted-printable body (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const m = joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3));
    if (m) { bytes.push(parseInt(joined.slice(i + 1, i + 3), 16)); i += 2; } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Starts the receiver on 127.0.0.1:`port`; every message becomes `{ to, data }` in `file`. */
export function startMailSink(port, file) {
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 mall-e2e ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const [head, ...rest] = data.split(/\r\n\r\n/);
          const body = rest.join('\r\n\r\n');
          appendFileSync(file, `${JSON.stringify({ to, body: /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body })}\n`);
          to = [];
          reply('250 OK');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') reply('250 mall-e2e');
        else if (cmd === 'RCPT') { to.push(line.replace(/^.*<(.*)>.*$/, '$1')); reply('250 OK'); }
        else if (cmd === 'DATA') { inData = true; reply('354 End data with <CR><LF>.<CR><LF>'); }
        else if (cmd === 'QUIT') { reply('221 Bye'); socket.end(); return; }
        else reply('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(port, '127.0.0.1');
  return server;
}
