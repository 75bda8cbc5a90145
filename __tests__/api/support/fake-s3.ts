import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** Objects by "bucket/key", with the content type they were stored with. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Requests refused for a bad or missing signature. */
  refused: number;
  close(): Promise<void>;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An S3-compatible endpoint (path-style PUT, GET, DELETE of objects) that checks AWS Signature V4
 * the way S3 does, written from AWS's published algorithm rather than from the client library, so
 * a request signed with the wrong secret, region or payload is refused with 403.
 */
export async function startFakeS3({ accessKeyId, secretAccessKey, region }: { accessKeyId: string; secretAccessKey: string; region: string }): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const state = { refused: 0 };

  function signatureIsValid(request: IncomingMessage, body: Buffer): boolean {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const [, keyId, day, credentialRegion, signedHeaders, signature] = match;
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (keyId !== accessKeyId || credentialRegion !== region || !amzDate.startsWith(day!) || payloadHash !== sha256Hex(body)) return false;
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = [...url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort().join('&');
    const headerNames = signedHeaders!.split(';');
    if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) return false;
    const canonicalHeaders = headerNames.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
    const canonicalRequest = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), region), 's3'), 'aws4_request');
    return hmac(signingKey, stringToSign).toString('hex') === signature;
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!signatureIsValid(request, body)) {
        state.refused += 1;
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname.slice(1));
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
