/**
 * The e2e server's mail: a real SMTP server it delivers to (live links never reach the outbox
 * staff read, only the sender's delivery), and a small HTTP page listing what arrived, for the
 * specs to open mailed links from. Run by Playwright beside the server.
 */
import { createServer } from 'node:http';
import { startSmtpServer } from '../support/smtp';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT);

const smtp = await startSmtpServer(undefined, SMTP_PORT);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = smtp.received
    .filter((m) => !to || m.to.includes(to))
    .map((m) => ({ to: m.to, subject: m.subject, text: m.text, template: String(m.headers.get('x-writers-center-mail') ?? '').split('/')[0] }))
    .reverse();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
}).listen(HTTP_PORT, '127.0.0.1');
