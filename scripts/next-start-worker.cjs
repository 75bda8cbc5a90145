// One `next start` process under scripts/serve-workers.ts: it leaves when the primary does, so a
// primary that was killed outright leaves no server processes behind.
process.on('disconnect', () => process.exit(0));
require('./react-dom-server-node-streams.cjs').renderNextPagesOnNodeStreams();
require('next/dist/bin/next');
