import { createApp } from './app';
import { getServerDeps } from './server-deps';

const globalForApp = globalThis as typeof globalThis & { __tableeApp?: Promise<ReturnType<typeof createApp>> };

/** The fetch handler the Next API route mounts; the Hono app is built once per process. */
export async function handleApiRequest(request: Request, env?: unknown): Promise<Response> {
  globalForApp.__tableeApp ??= getServerDeps().then(createApp);
  const app = await globalForApp.__tableeApp.catch((error: unknown) => {
    globalForApp.__tableeApp = undefined;
    throw error;
  });
  return app.fetch(request, env);
}
