import { createHash, randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { AppError } from '@/lib/errors/app-error';
import { AVATAR_NAME_PATTERN, AVATAR_ROUTE_PREFIX, avatarNameOf, newAvatarName, type AvatarStore } from './avatar-store';

export interface S3AvatarStoreConfig {
  /** The store's address, e.g. https://s3.eu-west-3.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket, e.g. "avatars/". */
  prefix: string;
  timeoutMs: number;
}

const storeUnavailable = (cause?: unknown) =>
  new AppError('avatar_store_unavailable', 'The photo store did not answer; try again in a moment', { statusCode: 502, name: 'BadGatewayError', cause });

/**
 * Avatars in a bucket of any S3-compatible store, addressed path-style (`endpoint/bucket/key`,
 * which AWS, MinIO, Cloudflare R2, Scaleway and OVH all accept) and signed with AWS Signature V4.
 * The bucket stays private: the app reads objects itself and serves them at /api/avatars/{name},
 * so a CDN in front of the site caches them like any immutable asset.
 */
export function createS3AvatarStore(config: S3AvatarStoreConfig, fetchImpl: typeof fetch = fetch): AvatarStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  const objectUrl = (name: string) => `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${config.prefix}${name}`;

  async function send(method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer): Promise<Response> {
    // The payload's own hash is signed (not UNSIGNED-PAYLOAD), so the store refuses a photo altered on the way.
    const payloadHash = createHash('sha256').update(body ?? '').digest('hex');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (body) Object.assign(headers, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    const request = await client.sign(objectUrl(name), { method, body: body ? new Uint8Array(body) : undefined, headers });
    try {
      return await fetchImpl(request, { signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw storeUnavailable(error);
    }
  }

  return {
    kind: 's3',
    async save(userId, webp) {
      const name = newAvatarName(userId, randomBytes(8).toString('hex'));
      const response = await send('PUT', name, webp);
      if (!response.ok) throw storeUnavailable(new Error(`S3 PUT answered ${response.status}`));
      return `${AVATAR_ROUTE_PREFIX}${name}`;
    },
    async read(name) {
      if (!AVATAR_NAME_PATTERN.test(name)) return null;
      const response = await send('GET', name);
      if (response.status === 404) return null;
      if (!response.ok) throw storeUnavailable(new Error(`S3 GET answered ${response.status}`));
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(url) {
      const name = avatarNameOf(url);
      if (!name) return;
      const response = await send('DELETE', name);
      // S3 answers 204 whether or not the object was there.
      if (!response.ok && response.status !== 404) throw storeUnavailable(new Error(`S3 DELETE answered ${response.status}`));
    },
  };
}
