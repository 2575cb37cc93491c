// Where e2e/serve.mjs keeps the emails its SMTP server accepted for the servers on `port`, one
// JSON file each ({ from, to, subject, text, html }), named in the order they arrived.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The mail directory of the e2e servers on `port`. */
export function e2eMailDir(port) {
  return join(tmpdir(), `tas-e2e-mail-${port}`);
}
