import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what arrives, parsed
 * (`mailparser`), for tests to read. It asks for the credentials in the URL it hands out, and
 * can refuse the next deliveries with a temporary (451) or final (550) answer.
 */
export async function startSmtpServer(credentials = { user: 'mailer', pass: 'smtp-test-secret' }, port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: { test: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refuse: { count: number; code: number } = { count: 0, code: 451 };
  let authFailures = 0;

  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      authFailures++;
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refuse.count > 0) {
        refuse.count--;
        const err = new Error(refuse.code === 451 ? 'Try again later' : 'No such mailbox') as Error & { responseCode: number };
        err.responseCode = refuse.code;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers as Map<string, unknown>,
          };
          received.push(mail);
          for (const w of [...waiters]) {
            if (w.test(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${bound}`,
    port: bound,
    received,
    get authFailures() {
      return authFailures;
    },
    /** Refuse the next `count` recipients with `code` (451: try later; 550: no such mailbox). */
    refuseNext(count: number, code = 451) {
      refuse = { count, code };
    },
    /** The first mail (already here or still to come) that passes `test`. */
    waitFor(test: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such mail arrived in time')), timeoutMs);
        waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mail's plain text that starts with `prefix`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
