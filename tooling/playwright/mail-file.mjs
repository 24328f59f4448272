import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests' mail receiver writes the messages of the server on `port`. */
export function mailSinkFile(port) {
  return join(tmpdir(), `mall-e2e-mail-${port}.jsonl`);
}
