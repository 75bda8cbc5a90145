/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Suspense, use, useId, type ReactNode } from 'react';
import * as edge from 'react-dom/server.edge';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server workers load it as CommonJS, before Next.js
const { reactDomServer } = require('../../../scripts/react-dom-server-node-streams.cjs') as { reactDomServer: typeof edge };

type ReadableWithAllReady = ReadableStream<Uint8Array> & { allReady: Promise<void> };

async function html(renderer: typeof edge, element: ReactNode, options?: Parameters<typeof edge.renderToReadableStream>[1]): Promise<string> {
  const stream = (await renderer.renderToReadableStream(element, options)) as ReadableWithAllReady;
  await stream.allReady;
  return new Response(stream).text();
}

/** Development builds write the error's stack into the HTML, and the two builds' own frames differ. */
const withoutStacks = (page: string) => page.replace(/ data-(c?)stck="[^"]*"/g, '');

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <p id={id} data-text={text}>
      {text}
    </p>
  );
}

function Later({ value }: { value: Promise<string> }) {
  return <span>{use(value)}</span>;
}

function Broken(): ReactNode {
  throw new Error('a dish could not be read');
}

function Page({ later }: { later: Promise<string> }) {
  return (
    <html lang="fr">
      <head />
      <body>
        <title>Le Yassa d’Or · Tablée</title>
        <img src="/photos/yassa.webp" alt="Yassa au poulet" fetchPriority="high" />
        <Labelled text={'Thiéboudienne & bissap <frais> — 3 500 F CFA'} />
        <Labelled text={'é'.repeat(3000)} />
        <Suspense fallback={<i>…</i>}>
          <Later value={later} />
        </Suspense>
        <Suspense fallback={<i>plat indisponible</i>}>
          <Broken />
        </Suspense>
      </body>
    </html>
  );
}

describe('pages rendered by the Node.js build of react-dom/server', () => {
  it('give the same HTML, byte for byte, as the edge build Next.js uses', async () => {
    const errors = { edge: [] as string[], node: [] as string[] };
    const later = () => new Promise<string>((resolve) => setTimeout(() => resolve('servi chaud'), 5));
    const fromEdge = await html(edge, <Page later={later()} />, { nonce: 'n0nce', onError: (error) => void errors.edge.push((error as Error).message) });
    const fromNode = await html(reactDomServer, <Page later={later()} />, { nonce: 'n0nce', onError: (error) => void errors.node.push((error as Error).message) });

    expect(withoutStacks(fromNode)).toBe(withoutStacks(fromEdge));
    expect(fromNode).toContain('<span>servi chaud</span>');
    expect(fromNode).toContain('rel="preload" as="image"');
    expect(errors.node).toEqual(['a dish could not be read']);
    expect(errors.node).toEqual(errors.edge);
  });

  it('reject when the shell itself fails, as the edge build does', async () => {
    await expect(reactDomServer.renderToReadableStream(<Broken />, { onError: () => undefined })).rejects.toThrow('a dish could not be read');
  });

  it('stop where the edge build stops when the request is aborted', async () => {
    const aborted = async (renderer: typeof edge) => {
      const controller = new AbortController();
      const errors: string[] = [];
      const waiting = (
        <Suspense fallback={<i>…</i>}>
          <Later value={new Promise<string>(() => undefined)} />
        </Suspense>
      );
      const stream = (await renderer.renderToReadableStream(waiting, { signal: controller.signal, onError: (error) => void errors.push((error as Error).message) })) as ReadableWithAllReady;
      controller.abort(new Error('the diner left'));
      await stream.allReady;
      return { page: withoutStacks(await new Response(stream).text()), errors };
    };
    const fromNode = await aborted(reactDomServer);
    expect(fromNode).toEqual(await aborted(edge));
    expect(fromNode.errors).toEqual(['the diner left']);
    expect(fromNode.page).toContain('<i>…</i>');
  });

  it('are what Next.js loads as react-dom/server.edge once the server worker installs them', () => {
    const adapter = path.resolve(__dirname, '../../../scripts/react-dom-server-node-streams.cjs');
    const script = `
      const { reactDomServer, renderNextPagesOnNodeStreams } = require(${JSON.stringify(adapter)});
      renderNextPagesOnNodeStreams();
      const pagesRenderer = require('next/dist/server/ReactDOMServerPages');
      process.stdout.write(String(pagesRenderer.renderToReadableStream === reactDomServer.renderToReadableStream));
    `;
    expect(execFileSync(process.execPath, ['-e', script], { cwd: path.resolve(__dirname, '../../..'), env: { ...process.env, NODE_ENV: 'production' } }).toString()).toBe('true');
  });
});
