import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';

/**
 * A local stand-in for the two Google services the Firebase adapter calls, written from their
 * public documentation, so no test reaches the internet:
 * - POST /token: Google's OAuth2 token endpoint for a service account (RFC 7523 JWT bearer grant):
 *   the assertion must be an RS256 JWT signed by the service account's key, aud = this URL;
 * - /{path}.json: the Realtime Database REST API (GET with `shallow=true`, PUT, PATCH as a
 *   multi-path update where null deletes, DELETE), only with an access token it issued.
 */
export interface FakeFirebase {
  databaseUrl: string;
  tokenUrl: string;
  /** The service account's settings, as the env gives them (the private key with escaped line breaks, as in a .env line). */
  env: Record<string, string>;
  publicKeyPem: string;
  clientEmail: string;
  /** Everything stored, as a JSON tree. */
  read(path: string): unknown;
  readonly calls: { method: string; path: string }[];
  readonly tokenRequests: number;
  /** Every database write answers 503 while set (what an outage or revoked credentials look like). */
  failWrites(fail: boolean): void;
  close(): Promise<void>;
}

type Tree = Record<string, unknown>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function readAt(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const segment of segmentsOf(path)) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Tree)[segment];
  }
  return node ?? null;
}

/** Writes (or, with null, deletes) at a path, dropping emptied parents as the Realtime Database does. */
function writeAt(tree: Tree, path: string, value: unknown) {
  const segments = segmentsOf(path);
  const last = segments.pop();
  if (last === undefined) throw new Error('the fake does not replace the root');
  const parents: Tree[] = [tree];
  let node = tree;
  for (const segment of segments) {
    if (!node[segment] || typeof node[segment] !== 'object') node[segment] = {};
    node = node[segment] as Tree;
    parents.push(node);
  }
  if (value === null) delete node[last];
  else node[last] = JSON.parse(JSON.stringify(value));
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const parent = parents[i] as Tree;
    const key = segments[i] as string;
    if (Object.keys(parent[key] as Tree).length === 0) delete parent[key];
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

export async function startFakeFirebase(): Promise<FakeFirebase> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const verifyKey = await importSPKI(publicKeyPem, 'RS256');
  const clientEmail = 'tablee-live@tablee-test.iam.gserviceaccount.com';
  const tree: Tree = {};
  const issued = new Set<string>();
  const calls: { method: string; path: string }[] = [];
  let tokenRequests = 0;
  let failing = false;
  let baseUrl = '';

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    tokenRequests += 1;
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return send(res, 400, { error: 'unsupported_grant_type' });
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, { issuer: clientEmail, audience: `${baseUrl}/token`, algorithms: ['RS256'] });
      if (!String(payload.scope).includes('https://www.googleapis.com/auth/firebase.database')) return send(res, 400, { error: 'invalid_scope' });
    } catch {
      return send(res, 400, { error: 'invalid_grant' });
    }
    const accessToken = `ya29.${randomUUID()}`;
    issued.add(accessToken);
    send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  };

  const database = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const path = decodeURIComponent(url.pathname.replace(/\.json$/, ''));
    calls.push({ method: req.method ?? '', path });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return send(res, 401, { error: 'Unauthorized request.' });
    const body = await readBody(req);
    if (req.method === 'GET') {
      const value = readAt(tree, path);
      const shallow = url.searchParams.get('shallow') === 'true' && value && typeof value === 'object';
      return send(res, 200, shallow ? Object.fromEntries(Object.keys(value).map((key) => [key, true])) : value);
    }
    if (failing) return send(res, 503, { error: 'Service Unavailable' });
    if (req.method === 'PUT') writeAt(tree, path, JSON.parse(body));
    else if (req.method === 'DELETE') writeAt(tree, path, null);
    else if (req.method === 'PATCH') for (const [child, value] of Object.entries(JSON.parse(body) as Tree)) writeAt(tree, `${path}/${child}`, value);
    else return send(res, 405, { error: 'Method not allowed' });
    if (url.searchParams.get('print') === 'silent') return send(res, 204);
    send(res, 200, readAt(tree, path));
  };

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const handled = req.method === 'POST' && url.pathname === '/token' ? token(req, res) : url.pathname.endsWith('.json') ? database(req, res, url) : Promise.resolve(send(res, 404));
    handled.catch(() => send(res, 500));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    databaseUrl: baseUrl,
    tokenUrl: `${baseUrl}/token`,
    env: {
      FIREBASE_DATABASE_URL: baseUrl,
      FIREBASE_PROJECT_ID: 'tablee-test',
      FIREBASE_CLIENT_EMAIL: clientEmail,
      FIREBASE_PRIVATE_KEY: privateKeyPem.replace(/\n/g, '\\n'),
      FIREBASE_TOKEN_URL: `${baseUrl}/token`,
      FIREBASE_TIMEOUT_MS: '2000',
    },
    publicKeyPem,
    clientEmail,
    read: (path) => readAt(tree, path),
    calls,
    get tokenRequests() {
      return tokenRequests;
    },
    failWrites(fail) {
      failing = fail;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The claims of a JWT, unverified (the test verifies the signature separately). */
export const claimsOf = decodeJwt;
