import type { ReactNode } from 'react';

// React's scheduler keeps the setImmediate it finds when it loads, so the fake one goes in first; its
// clock is performance.now(), which each render below moves on by 1 ms.
jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'performance', 'nextTick'] });
let clock = 0;
jest.spyOn(performance, 'now').mockImplementation(() => clock);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the fake timers, see above */
const { createElement, Fragment } = require('react') as typeof import('react');
const ReactDOMClient = require('react-dom/client') as typeof import('react-dom/client');
const { hydrateInTransition } = require('@/lib/react/hydrate-in-transition') as typeof import('@/lib/react/hydrate-in-transition');
/* eslint-enable @typescript-eslint/no-require-imports */

const ITEMS = 50;
const plainHydrateRoot = ReactDOMClient.hydrateRoot;

/** A page of 50 parts that each take 1 ms to render, as the server sent it. */
function serverRenderedPage(rendered: Set<number>) {
  function Part({ id }: { id: number }): ReactNode {
    clock += 1;
    rendered.add(id);
    return createElement('span', null, String(id));
  }
  const container = document.createElement('div');
  container.innerHTML = Array.from({ length: ITEMS }, (_, id) => `<span>${id}</span>`).join('');
  document.body.append(container);
  const page = createElement(Fragment, null, ...Array.from({ length: ITEMS }, (_, id) => createElement(Part, { key: id, id })));
  return { container, page };
}

/** Lets React schedule the hydration, then runs one task of its scheduler: what the browser gets between two paints. */
async function runOneSchedulerTask() {
  await Promise.resolve();
  await Promise.resolve();
  jest.runOnlyPendingTimers();
}

async function hydrateAndCount(hydrateRoot: typeof plainHydrateRoot) {
  const rendered = new Set<number>();
  const { container, page } = serverRenderedPage(rendered);
  const recoverableErrors: unknown[] = [];
  const root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
  await runOneSchedulerTask();
  const afterFirstTask = rendered.size;
  jest.runAllTimers();
  await Promise.resolve();
  const afterAll = rendered.size;
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return { afterFirstTask, afterAll, html, recoverableErrors };
}

describe('hydrating the page in a transition, so that a phone stays responsive while a page loads', () => {
  it('hydrates a page whose render takes 50 ms over several tasks, yielding to the browser between them', async () => {
    const client = { hydrateRoot: plainHydrateRoot };
    hydrateInTransition(client);

    const { afterFirstTask, afterAll, html, recoverableErrors } = await hydrateAndCount(client.hydrateRoot);

    expect(afterFirstTask).toBeGreaterThan(0);
    expect(afterFirstTask).toBeLessThanOrEqual(10);
    expect(afterAll).toBe(ITEMS);
    expect(html).toBe(Array.from({ length: ITEMS }, (_, id) => `<span>${id}</span>`).join(''));
    expect(recoverableErrors).toEqual([]);
  });

  it('is needed: the plain hydrateRoot renders the whole page in one task', async () => {
    const { afterFirstTask } = await hydrateAndCount(plainHydrateRoot);

    expect(afterFirstTask).toBe(ITEMS);
  });

  it('wraps the hydrateRoot of react-dom/client that Next.js calls, and only once', () => {
    hydrateInTransition();
    const wrapped = ReactDOMClient.hydrateRoot;
    hydrateInTransition();

    expect(wrapped).not.toBe(plainHydrateRoot);
    expect(ReactDOMClient.hydrateRoot).toBe(wrapped);
  });
});
