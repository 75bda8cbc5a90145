import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

import('./prepare-data')
  .then(({ prepareData }) => prepareData())
  .catch((error: unknown) => {
    console.error('[tablee] Could not prepare the database:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
