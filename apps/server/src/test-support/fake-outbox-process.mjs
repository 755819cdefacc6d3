// Stands for mail-outbox-process in the launcher's test (mail-outbox-fork.test.ts): writes one
// line per thing that happens to it to FAKE_OUTBOX_LOG (start with its pid and nice level, every
// message) and exits on "stop".
import { appendFileSync } from 'node:fs';
import os from 'node:os';

const log = (line) => appendFileSync(process.env.FAKE_OUTBOX_LOG, `${line}\n`);
process.on('message', (message) => {
  log(String(message));
  if (message === 'stop') process.exit(0);
});
log(`start ${process.pid} ${os.getPriority()}`);
