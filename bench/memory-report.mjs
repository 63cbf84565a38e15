// Loaded with --import into a process the memory section measures: on the parent's message it
// collects garbage and answers the process's own figures (RSS, V8 heap used, external memory,
// which holds PGlite's WebAssembly memory). V8 frees the memory of dead ArrayBuffers in the
// background after a collection: read at once, a process that has just dropped many large buffers
// (a first start's seeding) still counts hundreds of MB of them. So: collect, let that finish,
// collect again, then read.
import { setTimeout as sleep } from 'node:timers/promises';

process.on('message', async () => {
  globalThis.gc();
  await sleep(1_000);
  globalThis.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send({ rss, heapUsed, external });
});
// The IPC channel must not keep the process alive on its own.
process.channel?.unref();
