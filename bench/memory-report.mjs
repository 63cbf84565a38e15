// Loaded with --import into a process the memory section measures: on the parent's message it
// collects garbage and answers the process's own figures (RSS, V8 heap used, external memory,
// which holds PGlite's WebAssembly memory).
process.on('message', () => {
  globalThis.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send({ rss, heapUsed, external });
});
// The IPC channel must not keep the process alive on its own.
process.channel?.unref();
