import type { UserDataNode } from '@/server/adapters/realtime/realtime-adapter';
import type { AppDeps } from '@/server/http/app-env';
import { readUserDataNode } from './user-data-nodes';

export const ALL_USER_DATA_NODES: readonly UserDataNode[] = ['info', 'settings', 'address', 'favorite'];

type MirrorDeps = Pick<AppDeps, 'db' | 'realtime' | 'logger'>;

/**
 * After a commit, copies the diner's changed sub-nodes to the realtime database, when the adapter
 * keeps one (Firebase). SPEC §8: a failed write is logged (by node, never the data) and the request
 * that changed the data still succeeds; the next change, or the next sign-in to Firebase, rewrites it whole.
 */
export async function mirrorUserData(deps: MirrorDeps, userId: string, nodes: readonly UserDataNode[]): Promise<void> {
  if (!deps.realtime.mirrorsUserData) return;
  for (const node of nodes) {
    try {
      await deps.realtime.mirror(userId, node, await readUserDataNode(deps.db, userId, node));
    } catch (error) {
      deps.logger.error({ err: error, userDataNode: node }, 'could not mirror user data to the realtime database');
    }
  }
}

/** The account is gone: so is its copy (logged on failure, never blocking the deletion). */
export async function forgetUserData(deps: MirrorDeps, userId: string): Promise<void> {
  if (!deps.realtime.mirrorsUserData) return;
  try {
    await deps.realtime.forget(userId);
  } catch (error) {
    deps.logger.error({ err: error }, 'could not remove user data from the realtime database');
  }
}
