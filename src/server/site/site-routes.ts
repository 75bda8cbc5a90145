import { createRoute } from '@hono/zod-openapi';
import { ZSiteSettings } from '@/contracts/site-settings-contract';
import { ZLangQuery } from '@/contracts/common-contract';
import type { ApiApp } from '@/server/http/app-env';
import { errorResponses } from '@/server/http/openapi-responses';
import { getSiteSettings } from './site-service';

const getSiteSettingsRoute = createRoute({
  method: 'get',
  path: '/site-settings',
  tags: ['site'],
  summary: 'Site name, description, logo and defaults',
  request: { query: ZLangQuery },
  responses: { 200: { description: 'Site settings', content: { 'application/json': { schema: ZSiteSettings } } }, ...errorResponses },
});

export function registerSiteRoutes(app: ApiApp) {
  app.openapi(getSiteSettingsRoute, async (c) => {
    const { db, env } = c.var.deps;
    c.header('cache-control', 'public, max-age=300');
    return c.json(await getSiteSettings(db, c.var.locale, env.MANAGER_SITE_URL), 200);
  });
}
