import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { apiClient, request } from '@/lib/api-client/api-client';
import { registerErrorTranslator } from '@/lib/api-client/error-toast';
import { AppError } from '@/lib/errors/app-error';
import { clearToasts, getSnapshot } from '@/lib/toast/toast-store';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToasts();
  registerErrorTranslator(null);
  Cookies.remove('auth_token', { path: '/' });
});
afterAll(() => server.close());

function captureRequests(method: 'get' | 'post', path: string, reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request: req }) => {
      seen.push(req.clone());
      return reply();
    }),
  );
  return seen;
}

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client errors (SPEC §8)', () => {
  it('§8 non-success response: reads statusCode, message and name and toasts the message', async () => {
    const body = { error: { statusCode: 409, name: 'ConflictError', message: 'Table already taken', code: 'conflict' } };
    server.use(http.post(`${API}/reservations/create`, () => HttpResponse.json(body, { status: 409 })));

    const error = await catchError(apiClient.post('/reservations/create', { body: { tableId: 't1' } }));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, name: 'ConflictError', message: 'Table already taken', code: 'conflict' });
    expect(getSnapshot()).toEqual([expect.objectContaining({ kind: 'error', text: 'Table already taken' })]);
  });

  it('§8 non-success response: the toast shows the translated text for the code when a translator is registered', async () => {
    const body = { error: { statusCode: 404, name: 'NotFoundError', message: 'Restaurant not found', code: 'not_found' } };
    server.use(http.get(`${API}/restaurants/data/r1`, () => HttpResponse.json(body, { status: 404 })));
    registerErrorTranslator((code) => (code === 'not_found' ? 'Introuvable' : undefined));

    await catchError(apiClient.get('/restaurants/data/r1'));

    expect(getSnapshot().map((toast) => toast.text)).toEqual(['Introuvable']);
  });

  it('§8 unreadable error body: status 400 and "Internal server error"', async () => {
    server.use(http.get(`${API}/offers`, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })));

    const error = await catchError(apiClient.get('/offers'));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Internal server error' });
    expect(getSnapshot().map((toast) => toast.text)).toEqual(['Internal server error']);
  });

  it('§8 unreadable error body: a JSON body without the error shape is treated the same', async () => {
    server.use(http.get(`${API}/offers`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));

    await expect(apiClient.get('/offers')).rejects.toMatchObject({ statusCode: 400, message: 'Internal server error' });
  });

  it('§8 network failure: unknown status with "Network error" and the reason', async () => {
    server.use(http.get(`${API}/staticData`, () => HttpResponse.error()));

    const error = await catchError(apiClient.get('/staticData'));

    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.statusCode).toBeUndefined();
    expect(appError.code).toBe('network_error');
    const reason = (appError.cause as Error).message;
    expect(reason).toBeTruthy();
    expect(appError.message).toBe(`Network error: ${reason}`);
    expect(getSnapshot().map((toast) => toast.text)).toEqual([appError.message]);
  });

  it('§8 cancelled fetch: rethrown as an abort, no toast', async () => {
    server.use(
      http.get(`${API}/restaurants/search`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();

    const pending = catchError(apiClient.get('/restaurants/search', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).name).toBe('AbortError');
    expect(getSnapshot()).toHaveLength(0);
  });

  it('§8 error display off for a call: no toast', async () => {
    const body = { error: { statusCode: 401, name: 'UnauthorizedError', message: 'Sign in first', code: 'unauthenticated' } };
    server.use(http.get(`${API}/whoAmI`, () => HttpResponse.json(body, { status: 401 })));

    await expect(apiClient.get('/whoAmI', { showError: false })).rejects.toMatchObject({ statusCode: 401 });
    expect(getSnapshot()).toHaveLength(0);
  });
});

describe('api client requests (SPEC §6, §7)', () => {
  it('§6 Authorization: Bearer unless the cookie stores another scheme', async () => {
    const seen = captureRequests('get', '/whoAmI');

    await apiClient.get('/whoAmI');
    Cookies.set('auth_token', JSON.stringify({ token: 'abc' }));
    await apiClient.get('/whoAmI');
    Cookies.set('auth_token', JSON.stringify({ scheme: 'Token', token: 'xyz' }));
    await apiClient.get('/whoAmI');

    expect(seen.map((req) => req.headers.get('authorization'))).toEqual([null, 'Bearer abc', 'Token xyz']);
  });

  it('§6 Authorization: an explicit token overrides the cookie, null sends none', async () => {
    const seen = captureRequests('get', '/whoAmI');
    Cookies.set('auth_token', JSON.stringify({ token: 'from-cookie' }));

    await apiClient.get('/whoAmI', { token: 'from-ssr' });
    await apiClient.get('/whoAmI', { token: null });

    expect(seen.map((req) => req.headers.get('authorization'))).toEqual(['Bearer from-ssr', null]);
  });

  it('§7 GET sends no body', async () => {
    const seen = captureRequests('get', '/offers');

    await request('GET', '/offers', { body: { ignored: true } });

    expect(await seen[0].text()).toBe('');
    expect(seen[0].headers.get('content-type')).toBeNull();
  });

  it('§7 JSON bodies are stringified with a JSON content type', async () => {
    const seen = captureRequests('post', '/reservations/draft');
    const draft = { restaurantId: 'r1', guests: 4, dishes: [{ id: 'd1', quantity: 2 }] };

    await apiClient.post('/reservations/draft', { body: draft });

    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual(draft);
  });

  it('§7 FormData is sent as is', async () => {
    const seen = captureRequests('post', '/contacts');
    const form = new FormData();
    form.append('message', 'Bonjour');
    form.append('attachment', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');

    await apiClient.post('/contacts', { body: form });

    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0].formData();
    expect(received.get('message')).toBe('Bonjour');
    expect(await (received.get('attachment') as File).text()).toBe('hello');
  });

  it('§7 query: objects like filter are JSON, dates ISO, undefined skipped', async () => {
    const seen = captureRequests('get', '/restaurant-feedbacks');
    const filter = { where: { restaurantId: 'r1' }, limit: 10, offset: 0, order: 'date DESC' };

    await apiClient.get('/restaurant-feedbacks', {
      query: { filter, eventId: 7, date: new Date('2026-03-01T12:00:00Z'), type: undefined },
    });

    const params = new URL(seen[0].url).searchParams;
    expect(JSON.parse(params.get('filter') ?? '')).toEqual(filter);
    expect(params.get('eventId')).toBe('7');
    expect(params.get('date')).toBe('2026-03-01T12:00:00.000Z');
    expect(params.has('type')).toBe(false);
  });

  it('reads a JSON success body, and 204 resolves to undefined', async () => {
    server.use(
      http.get(`${API}/groups/g1`, () => HttpResponse.json({ id: 'g1' })),
      http.patch(`${API}/reservations/r1`, () => new HttpResponse(null, { status: 204 })),
    );

    await expect(apiClient.get('/groups/g1')).resolves.toEqual({ id: 'g1' });
    await expect(apiClient.patch('/reservations/r1', { body: { status: 'ok' } })).resolves.toBeUndefined();
  });
});
