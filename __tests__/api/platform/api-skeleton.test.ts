/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const expectErrorBody = (json: any, statusCode: number, code: string) => {
  expect(json).toEqual({ error: expect.objectContaining({ statusCode, code, name: expect.any(String), message: expect.any(String) }) });
  expect(JSON.stringify(json)).not.toMatch(/\bat .*\.(ts|js):\d+/);
};

describe('API skeleton', () => {
  it('answers an unknown route with a 404 JSON error body', async () => {
    const res = await call(ctx, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expectErrorBody(res.json, 404, 'route_not_found');
  });

  it('answers malformed JSON with 400 invalid_json, not a 500', async () => {
    const res = await call(ctx, 'POST', '/api/auth/login', { rawBody: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, 400, 'invalid_json');
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(ctx, 'POST', '/api/auth/login', { rawBody: big, headers: { 'content-type': 'application/json', 'content-length': String(big.length) } });
    expect(res.status).toBe(413);
    expectErrorBody(res.json, 413, 'payload_too_large');
  });

  it('answers a body that fails its schema with 400 validation_failed and the issues', async () => {
    const res = await call(ctx, 'POST', '/api/auth/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, 400, 'validation_failed');
    expect(res.json.error.details.issues.length).toBeGreaterThan(0);
  });

  it('sets security headers and a request id on API responses', async () => {
    const res = await call(ctx, 'GET', '/api/site-settings');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await call(ctx, 'GET', '/api/site-settings', { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await call(ctx, 'GET', '/api/site-settings', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('describes itself in an OpenAPI document built from the same schemas', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    for (const path of ['/api/site-settings', '/api/staticData', '/api/restaurants', '/api/auth/login', '/api/whoAmI', '/api/users/my-users', '/api/reservations/checkUserInfo']) {
      expect(Object.keys(res.json.paths)).toContain(path);
    }
    expect(res.json.paths['/api/restaurants'].get.parameters.map((p: { name: string }) => p.name)).toContain('filter');
  });
});
