import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

import('./prepare-data')
  .then(({ prepareData }) => prepareData())
  .catch(async (error: unknown) => {
    const { describeError } = await import('@/server/logging/serialize-error');
    console.error(`[tablee] Could not prepare the database: ${describeError(error)}`);
    process.exit(1);
  });
