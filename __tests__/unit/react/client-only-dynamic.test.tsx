import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import dynamic from 'next/dynamic';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

function Bell({ count }: { count: number }) {
  return <a href="/my-account/notification">{count}</a>;
}
const loadBell = () => Promise.resolve(Bell);
const Placeholder = () => <span data-testid="placeholder" />;

/** The server's HTML for a header holding a browser-only component: its placeholder. */
function serverHtml() {
  const container = document.createElement('header');
  container.innerHTML = '<span data-testid="placeholder"></span>';
  document.body.append(container);
  return container;
}

async function hydrate(container: Element, element: React.ReactElement) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('a browser-only component in server-rendered HTML', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates as its placeholder even when its code is already loaded, then shows itself', async () => {
    const ClientOnlyBell = clientOnlyDynamic(loadBell, { loading: Placeholder });
    // Its code arrives before React reaches it (a cached chunk, or a hydration restarted by a tap).
    const preload = document.createElement('div');
    document.body.append(preload);
    await act(async () => createRoot(preload).render(<ClientOnlyBell count={3} />));

    const container = serverHtml();
    const placeholder = container.querySelector('[data-testid="placeholder"]');
    const errors = await hydrate(container, <ClientOnlyBell count={3} />);

    expect(errors).toEqual([]);
    await act(async () => undefined);
    expect(container.querySelector('a')?.textContent).toBe('3');
    expect(placeholder?.isConnected).toBe(false);
  });

  it('without the guard, next/dynamic alone renders the loaded component while hydrating, and React throws the HTML away', async () => {
    const PlainBell = dynamic(loadBell, { ssr: false, loading: Placeholder });
    const preload = document.createElement('div');
    document.body.append(preload);
    await act(async () => createRoot(preload).render(<PlainBell count={3} />));
    await act(async () => undefined);

    const errors = await hydrate(serverHtml(), <PlainBell count={3} />);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/Hydration failed|418/);
  });

  it('renders nothing until hydrated when it has no placeholder', async () => {
    const Quiet = clientOnlyDynamic(loadBell);
    const container = document.createElement('div');
    document.body.append(container);
    const errors = await hydrate(container, <Quiet count={1} />);
    expect(errors).toEqual([]);
    await act(async () => undefined);
    expect(container.textContent).toBe('1');
  });
});
