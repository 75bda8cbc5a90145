import { z } from 'zod';

/** POST /live/firebase-token: a Firebase custom token for signInWithCustomToken; its uid is the diner's user id. */
export const ZFirebaseLiveToken = z.object({ token: z.string(), uid: z.string() });
export type TFirebaseLiveToken = z.infer<typeof ZFirebaseLiveToken>;
