import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user?: string;
  headers: Record<string, string>;
  /** The decoded body of each part, by content type. */
  parts: Record<string, string>;
}

/**
 * A real SMTP server (smtp-server) on a loopback port for tests: what the console sends arrives in `received`, its
 * parts decoded. With `login` it takes only those credentials; `refuseRecipients` answers 550 to every RCPT TO.
 */
export async function startSmtpServer(
  options: { port?: number; login?: { user: string; pass: string }; refuseRecipients?: boolean } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    authOptional: !options.login,
    onAuth(auth, _session, callback) {
      if (options.login && auth.username === options.login.user && auth.password === options.login.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      callback(
        options.refuseRecipients ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Just enough MIME for what nodemailer writes: headers, one level of multipart, quoted-printable or base64 parts. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'parts'> {
  const split = (entity: string) => {
    const at = entity.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of entity
      .slice(0, at)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { headers, body: entity.slice(at + 4) };
  };
  const decode = (body: string, encoding = '') =>
    /base64/i.test(encoding)
      ? Buffer.from(body, 'base64').toString('utf8')
      : /quoted-printable/i.test(encoding)
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const parts: Record<string, string> = {};
  for (const entity of entities)
    parts[(entity.headers['content-type'] ?? '').split(';')[0]] = decode(
      entity.body,
      entity.headers['content-transfer-encoding'],
    ).replace(/\r\n/g, '\n');
  return { headers, parts };
}
