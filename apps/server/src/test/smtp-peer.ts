// A real SMTP server on a loopback port, for tests of mail delivery: it parses and keeps what it
// is sent, and can be told to refuse the next messages as a busy server does.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Answers the next `count` messages with 451 (try again later). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
