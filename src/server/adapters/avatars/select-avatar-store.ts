import path from 'node:path';
import type { ServerEnv } from '@/config/env.server';
import type { AvatarStore } from './avatar-store';
import { createFileAvatarStore } from './file-avatar-store';
import { createS3AvatarStore } from './s3-avatar-store';

/** DESIGN rule 8: an S3-compatible bucket when AVATAR_S3_BUCKET is set (the env check asks for the rest), else files under DATA_DIR/avatars. */
export function selectAvatarStore(env: ServerEnv): AvatarStore {
  const { AVATAR_S3_BUCKET: bucket, AVATAR_S3_ENDPOINT: endpoint, AVATAR_S3_ACCESS_KEY_ID: accessKeyId, AVATAR_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket && endpoint && accessKeyId && secretAccessKey) {
    return createS3AvatarStore({ bucket, endpoint, accessKeyId, secretAccessKey, region: env.AVATAR_S3_REGION, prefix: env.AVATAR_S3_PREFIX, timeoutMs: env.AVATAR_S3_TIMEOUT_MS });
  }
  return createFileAvatarStore(path.join(env.DATA_DIR, 'avatars'));
}
