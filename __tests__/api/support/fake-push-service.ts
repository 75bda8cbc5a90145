import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The https origin our subscriptions name; the transport below sends its requests to the local service instead. */
export const FAKE_PUSH_ORIGIN = 'https://push.example.test';

export interface ReceivedPush {
  /** The subscription's path at the push service (`/send/<id>`). */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A local stand-in for a browser vendor's push service (RFC 8030 §5): it takes a POST to a
 * subscription's endpoint and answers 201, or the status a test set for that endpoint (410: the
 * browser unsubscribed). It keeps what it received, still encrypted.
 */
export interface FakePushService {
  /** fetch for the push adapter: requests to FAKE_PUSH_ORIGIN reach this local server over plain HTTP. */
  transport: typeof fetch;
  readonly received: ReceivedPush[];
  answer(endpoint: string, status: number): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201, { location: `${path}/message/${randomUUID()}` }).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    transport: (input, init) => fetch(String(input).replace(FAKE_PUSH_ORIGIN, base), init),
    received,
    answer: (endpoint, status) => void answers.set(new URL(endpoint).pathname, status),
    clear: () => void received.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it posts to us. */
export interface FakeBrowser {
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function newBrowser(): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: { endpoint: `${FAKE_PUSH_ORIGIN}/send/${randomUUID()}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * What the browser reads from a push, decrypted as RFC 8291 §3.4 and RFC 8188 §2 say, with its own
 * private key (written out here, so the test does not trust the sender's library to check itself).
 */
export function decryptPush(browser: FakeBrowser, push: ReceivedPush): string {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error(`unexpected content-encoding ${String(push.headers['content-encoding'])}`);
  const body = push.body;
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = hkdf(browser.auth, browser.ecdh.computeSecret(senderPublicKey), keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a final record');
  return padded.subarray(0, end).toString('utf8');
}
