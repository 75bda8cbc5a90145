import { getRequestListener } from '@hono/node-server';
import { handleApiRequest } from '@/server/api-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default getRequestListener(handleApiRequest);
