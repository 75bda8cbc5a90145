/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet, StyleSheetContext, type IStyleSheetContext } from 'styled-components';
import { cachingStylis, clearStylisCache, StylisCache } from '@/server/page-props/stylis-cache';

type Stylis = IStyleSheetContext['stylis'];

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Card = styled.article<{ $muted: boolean }>`
  display: grid;
  color: ${({ $muted }) => ($muted ? 'grey' : 'black')};
  animation: ${fade} 1s;
  & > h2 { margin: 0; }
  @media (min-width: 768px) { display: flex; }
`;

const page = (
  <>
    <Global />
    <Card $muted={false}>
      <h2>Le Yassa d’Or</h2>
    </Card>
    <Card $muted>
      <h2>Chez Tantie Akissi</h2>
    </Card>
  </>
);

/** One server render as _document does it; `wrap` puts something between the sheet and the page. */
function renderPage(wrap: (children: ReactElement) => ReactElement = (children) => children) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(wrap(page)));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The stylis of the sheet's manager, counting its calls. */
function countingStylis(): { calls: () => number; wrap: (children: ReactElement) => ReactElement } {
  let calls = 0;
  const Counting = ({ children }: { children: ReactElement }) => (
    <StyleSheetContext.Consumer>
      {(context) => {
        const counted = ((...args: Parameters<Stylis>) => {
          calls += 1;
          return context.stylis(...args);
        }) as Stylis;
        counted.hash = context.stylis.hash;
        return <StyleSheetContext.Provider value={{ ...context, stylis: counted }}>{children}</StyleSheetContext.Provider>;
      }}
    </StyleSheetContext.Consumer>
  );
  return { calls: () => calls, wrap: (children) => <Counting>{children}</Counting> };
}

beforeEach(() => clearStylisCache());

describe('server rendering compiles each style once per process (styled-components through the stylis cache)', () => {
  it('gives the same HTML and CSS as styled-components alone, render after render', () => {
    const plain = renderPage();
    const first = renderPage((children) => <StylisCache>{children}</StylisCache>);
    const second = renderPage((children) => <StylisCache>{children}</StylisCache>);
    expect(plain.css).toContain('grey');
    expect(plain.css).toContain('@keyframes');
    expect(plain.css).toContain('body{margin:0;}');
    expect(first).toEqual(plain);
    expect(second).toEqual(plain);
  });

  it('compiles on the first render only: the next pages reuse the compiled rules', () => {
    const counting = countingStylis();
    const cached = (children: ReactElement) => counting.wrap(<StylisCache>{children}</StylisCache>);
    renderPage(cached);
    const firstRenderCompilations = counting.calls();
    // the global style, the two variants of the card and its keyframes
    expect(firstRenderCompilations).toBe(4);
    renderPage(cached);
    renderPage(cached);
    expect(counting.calls()).toBe(firstRenderCompilations);
  });

  it('compiles again without the cache, on every render', () => {
    const counting = countingStylis();
    renderPage(counting.wrap);
    renderPage(counting.wrap);
    expect(counting.calls()).toBe(8);
  });
});

describe('cachingStylis', () => {
  const fakeStylis = (hash: string) => {
    const stylis = jest.fn((css: string, selector = '') => [`${selector}{${css}}`]) as unknown as Stylis & jest.Mock;
    stylis.hash = hash;
    return stylis;
  };

  it('keys on the whole input: another selector, prefix or component is compiled afresh', () => {
    const stylis = fakeStylis('');
    const cached = cachingStylis(stylis);
    expect(cached('color:red;', '.a', '', 'sc-1')).toEqual(['.a{color:red;}']);
    cached('color:red;', '.a', '', 'sc-1');
    cached('color:red;', '.b', '', 'sc-1');
    cached('color:red;', '.a', '@keyframes', 'sc-1');
    cached('color:red;', '.a', '', 'sc-2');
    cached('color:blue;', '.a', '', 'sc-1');
    expect(stylis).toHaveBeenCalledTimes(5);
  });

  it('keeps one cache per plugin set, named by the stylis hash', () => {
    const plain = fakeStylis('');
    const withPlugin = fakeStylis('rtl');
    expect(cachingStylis(plain).hash).toBe('');
    expect(cachingStylis(withPlugin).hash).toBe('rtl');
    cachingStylis(plain)('a:b;', '.x');
    cachingStylis(withPlugin)('a:b;', '.x');
    expect(plain).toHaveBeenCalledTimes(1);
    expect(withPlugin).toHaveBeenCalledTimes(1);
    expect(cachingStylis(fakeStylis(''))).toBe(cachingStylis(plain));
  });

  it('holds at most its number of entries, forgetting the oldest first', () => {
    const stylis = fakeStylis('');
    const cached = cachingStylis(stylis, 2);
    cached('a:1;', '.a');
    cached('b:1;', '.b');
    cached('c:1;', '.c');
    cached('c:1;', '.c');
    cached('b:1;', '.b');
    expect(stylis).toHaveBeenCalledTimes(3);
    cached('a:1;', '.a');
    expect(stylis).toHaveBeenCalledTimes(4);
  });
});
