import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, render, screen } from '@testing-library/react';
import { focusManager, onlineManager, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { AppError } from '@/lib/errors/app-error';
import { createNetworkError } from '@/lib/api-client/normalize-error';
import { createQueryClient, shouldRetryQuery } from '@/lib/query-client';
import { getSiteSettings, useSiteSettings } from '@/features/site/api/get-site-settings';
import type { TSiteSettings } from '@/contracts/site-settings-contract';

const settings: TSiteSettings = {
  name: 'Tablée',
  description: 'Réservez votre table',
  logoUrl: '/images/logo.svg',
  logoWidth: 150,
  defaultLanguage: 'fr',
  defaultCurrency: 'XOF',
  managerSiteUrl: null,
};

let settingsRequests = 0;
const server = setupServer(
  http.get('http://localhost/api/site-settings', () => {
    settingsRequests += 1;
    return HttpResponse.json(settings);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  settingsRequests = 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

function SettingsName() {
  const { data } = useSiteSettings('fr');
  return <p>{data?.name}</p>;
}

function StaleSettingsName() {
  const { data } = useQuery({ queryKey: ['control-settings'], queryFn: () => getSiteSettings() });
  return <p>{data?.name}</p>;
}

function renderWith(client: QueryClient, node: ReactNode) {
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Remounts after 10 minutes, then refocuses and reconnects the window: every usual refetch trigger. */
async function remountLaterAndRefocus(client: QueryClient, node: ReactNode) {
  const first = renderWith(client, node);
  await screen.findByText('Tablée');
  first.unmount();

  const later = Date.now() + 10 * 60_000;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  renderWith(client, node);
  await screen.findByText('Tablée');
  await settle();
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
  });
  await settle();
}

describe('query client', () => {
  it('§7 settings are fetched once: no refetch on remount, focus or reconnect', async () => {
    await remountLaterAndRefocus(createQueryClient(), <SettingsName />);

    expect(settingsRequests).toBe(1);
  });

  it('control: the same steps refetch a query with the default options', async () => {
    await remountLaterAndRefocus(createQueryClient(), <StaleSettingsName />);

    expect(settingsRequests).toBeGreaterThan(1);
  });

  it('retries a query up to 2 times, never for 4xx AppErrors or aborts', () => {
    const notFound = new AppError('not_found', 'Not found', { statusCode: 404 });
    const serverError = new AppError('internal', 'Boom', { statusCode: 500 });
    const abort = new DOMException('The operation was aborted.', 'AbortError');

    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(shouldRetryQuery(0, abort)).toBe(false);
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, serverError))).toEqual([true, true, false]);
    expect(shouldRetryQuery(1, createNetworkError(new TypeError('fetch failed')))).toBe(true);
  });

  it('uses staleTime 30 s, no refetch on focus, and no mutation retry by default', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });
});
