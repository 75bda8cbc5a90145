import type { AccessTokenSource } from './google-access-token';
import type { FirebaseServiceAccount } from './firebase-service-account';

/** The Realtime Database REST API (`{databaseUrl}/{path}.json`), as the service account: rules do not apply to it. */
export interface RtdbRestClient {
  put(path: string, value: unknown): Promise<void>;
  /** A multi-path update: each key is a path from `path`, a null value deletes it. */
  patch(path: string, values: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  /** The keys of a node's children, without their contents. */
  childKeys(path: string): Promise<string[]>;
}

export function createRtdbRestClient(account: FirebaseServiceAccount, tokens: AccessTokenSource): RtdbRestClient {
  const call = async (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, query = ''): Promise<Response> => {
    const response = await fetch(`${account.databaseUrl}/${path}.json${query}`, {
      method,
      headers: { authorization: `Bearer ${await tokens.get()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(account.timeoutMs),
    });
    // The status says enough; the body may echo the path, which holds a user id.
    if (!response.ok) throw new Error(`Firebase Realtime Database refused a ${method} (HTTP ${response.status})`);
    return response;
  };
  // Only `print=silent` writes: Firebase answers 204 instead of echoing the data back.
  const silent = '?print=silent';
  return {
    async put(path, value) {
      await call('PUT', path, value, silent);
    },
    async patch(path, values) {
      await call('PATCH', path, values, silent);
    },
    async remove(path) {
      await call('DELETE', path, undefined, silent);
    },
    async childKeys(path) {
      const value: unknown = await (await call('GET', path, undefined, '?shallow=true')).json();
      return value && typeof value === 'object' ? Object.keys(value) : [];
    },
  };
}
