import type { TFirebaseLiveToken } from '@/contracts/live-firebase-contract';
import { AppError } from '@/lib/errors/app-error';
import { mintFirebaseCustomToken } from '@/server/adapters/realtime/firebase/firebase-custom-token';
import { firebaseServiceAccountOf } from '@/server/adapters/realtime/firebase/firebase-service-account';
import type { AppDeps } from '@/server/http/app-env';
import { ALL_USER_DATA_NODES, mirrorUserData } from './mirror-user-data';

/**
 * The diner's key to their own `users/{uid}` (the database rules let `auth.uid` read only its own
 * node). Their data is mirrored whole first, so a diner from before Firebase was configured, or
 * after a failed mirror write, reads it complete.
 */
export async function issueFirebaseLiveToken(deps: Pick<AppDeps, 'db' | 'env' | 'realtime' | 'logger'>, userId: string): Promise<TFirebaseLiveToken> {
  const account = firebaseServiceAccountOf(deps.env);
  if (!account || deps.realtime.kind !== 'firebase') {
    throw new AppError('firebase_not_configured', 'Live data through Firebase is not configured on this server', { statusCode: 404 });
  }
  await mirrorUserData(deps, userId, ALL_USER_DATA_NODES);
  // The token's iat is checked against the real time by Firebase: never a shifted test clock.
  return { token: await mintFirebaseCustomToken(account, userId, new Date()), uid: userId };
}
