import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PushDeviceToggle } from '@/features/notifications/components/push-device-toggle';
import { forgetDevicePush } from '@/screens/shell/forget-device-push';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { API, renderWithProviders } from './notification-test-utils';

/** The server's VAPID public key (65 bytes, 0x04 first) as /push/public-key answers it. */
const PUBLIC_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = Buffer.from(PUBLIC_KEY_BYTES).toString('base64url');
const SUBSCRIPTION_JSON = { endpoint: 'https://push.example.test/send/device-1', expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };

/** The browser boundary: a service worker container, a PushManager and the Notification permission. */
function stubBrowserPush(options: { permissionAnswer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: jest.Mock } | null = null;
  const newSubscription = () => ({ endpoint: SUBSCRIPTION_JSON.endpoint, toJSON: () => SUBSCRIPTION_JSON, unsubscribe: jest.fn(async () => ((current = null), true)) });
  if (options.subscribed) current = newSubscription();
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_: PushSubscriptionOptionsInit) => (current = newSubscription())),
  };
  let registered = Boolean(options.subscribed);
  const registration = { pushManager };
  const serviceWorker = {
    getRegistration: jest.fn(async () => (registered ? registration : undefined)),
    register: jest.fn(async () => ((registered = true), registration)),
    ready: Promise.resolve(registration),
  };
  const requestPermission = jest.fn(async () => options.permissionAnswer ?? 'granted');
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission: 'default', requestPermission }, configurable: true });
  return { pushManager, serviceWorker, requestPermission, current: () => current };
}

function removeBrowserPush() {
  for (const [target, key] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) {
    if (Object.getOwnPropertyDescriptor(target, key)?.configurable) delete (target as unknown as Record<string, unknown>)[key];
  }
}

const server = setupServer();
const posted: unknown[] = [];
const deleted: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setAuthorized(true);
  posted.splice(0);
  deleted.splice(0);
  server.use(
    http.get(`${API}/push/public-key`, () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
    http.post(`${API}/push-subscriptions`, async ({ request }) => (posted.push(await request.json()), HttpResponse.json({ endpoint: SUBSCRIPTION_JSON.endpoint }, { status: 201 }))),
    http.delete(`${API}/push-subscriptions`, async ({ request }) => (deleted.push(await request.json()), new HttpResponse(null, { status: 204 }))),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  removeBrowserPush();
});
afterAll(() => server.close());

const LABEL = 'Recevoir les notifications sur cet appareil';

describe('“Recevoir les notifications sur cet appareil” (§2 /my-account/notification)', () => {
  it('is not offered by a browser without PushManager', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: jest.fn() }, configurable: true });
    renderWithProviders(<PushDeviceToggle />);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument());
  });

  it('asks no permission on load; unticked when this browser has no subscription', async () => {
    const browser = stubBrowserPush();
    renderWithProviders(<PushDeviceToggle />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('permission denied: says how to allow it, subscribes nothing and tells the server nothing', async () => {
    const browser = stubBrowserPush({ permissionAnswer: 'denied' });
    renderWithProviders(<PushDeviceToggle />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Les notifications sont bloquées pour ce site');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    expect(box).not.toBeChecked();
  });

  it('permission granted: registers /sw.js, subscribes with the server’s key and posts the subscription', async () => {
    const browser = stubBrowserPush({ permissionAnswer: 'granted' });
    renderWithProviders(<PushDeviceToggle />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(PUBLIC_KEY_BYTES));
    expect(posted).toEqual([SUBSCRIPTION_JSON]);
  });

  it('unticking unsubscribes this browser and deletes its subscription on the server', async () => {
    const browser = stubBrowserPush({ subscribed: true });
    const subscription = browser.current();
    renderWithProviders(<PushDeviceToggle />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual([{ endpoint: SUBSCRIPTION_JSON.endpoint }]);
  });

  it('the server refusing the subscription shows a retryable error, leaves the box unticked and the browser unsubscribed', async () => {
    const browser = stubBrowserPush({ permissionAnswer: 'granted' });
    server.use(http.post(`${API}/push-subscriptions`, () => HttpResponse.json({ error: { statusCode: 400, name: 'BadRequest', message: 'Invalid input', code: 'validation_failed' } }, { status: 400 })));
    renderWithProviders(<PushDeviceToggle />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de modifier les notifications de cet appareil');
    expect(box).not.toBeChecked();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(browser.current()).toBeNull();
  });
});

describe('Signing out on a shared phone (§4 login state: logged out)', () => {
  it("drops this browser's subscription here and on the server, so the next person gets none of the diner's pushes", async () => {
    const browser = stubBrowserPush({ subscribed: true });
    const subscription = browser.current();
    await forgetDevicePush();
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(browser.current()).toBeNull();
    expect(deleted).toEqual([{ endpoint: SUBSCRIPTION_JSON.endpoint }]);
  });

  it('never holds up signing out: a browser without a subscription, or a server that fails, still resolves', async () => {
    stubBrowserPush();
    await expect(forgetDevicePush()).resolves.toBeUndefined();
    expect(deleted).toEqual([]);
    stubBrowserPush({ subscribed: true });
    server.use(http.delete(`${API}/push-subscriptions`, () => HttpResponse.json({ error: { statusCode: 500, name: 'Error', message: 'down', code: 'internal' } }, { status: 500 })));
    await expect(forgetDevicePush()).resolves.toBeUndefined();
  });
});
