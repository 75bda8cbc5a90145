'use strict';
// Next.js renders pages with react-dom/server.edge even in Node.js (its own TODO: "Use Node.js
// build unless we're in an Edge runtime"). The edge build turns every string React writes (each
// tag, attribute and text) into a new Uint8Array with TextEncoder.encode: a tenth of a page's
// server CPU. The Node.js build's renderToReadableStream takes the same options and gives the same
// stream and HTML, byte for byte, but encodes into one reused buffer.
const Module = require('node:module');
const path = require('node:path');
const edge = require('react-dom/server.edge');
const { renderToReadableStream } = require('react-dom/server.node');

/** react-dom/server.edge with the Node.js build's renderToReadableStream. */
const reactDomServer = { ...edge, renderToReadableStream };

/** Makes the react-dom/server.edge that Next.js loads (from its own folder) this one; call before Next.js loads. */
function renderNextPagesOnNodeStreams() {
  const edgePath = require.resolve('react-dom/server.edge', { paths: [path.dirname(require.resolve('next/package.json'))] });
  const replacement = new Module(edgePath);
  replacement.filename = edgePath;
  replacement.exports = reactDomServer;
  replacement.loaded = true;
  require.cache[edgePath] = replacement;
}

module.exports = { reactDomServer, renderNextPagesOnNodeStreams };
