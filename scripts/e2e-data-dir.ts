import os from 'node:os';
import path from 'node:path';

/**
 * The e2e server's data directory, named after its port so the specs find the e-mails it writes
 * (DATA_DIR/mail/) without being told: a diner confirms their address from the mailbox.
 */
export function e2eDataDir(port: string | number): string {
  return path.join(os.tmpdir(), `tablee-e2e-${port}`);
}
