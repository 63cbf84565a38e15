// PGlite with durable commits, for stores kept on disk (DATA_DIR). Out of the box PGlite starts
// Postgres with `-F` (fsync off) and its Node file system has no fsync at all, so a commit is only
// in the operating system's cache when it is acknowledged: a kill -9 loses nothing, a power cut can.
// Here Postgres runs with fsync on, and the file system's fsync reaches the disk through Node.
// Decision and measured cost: docs/decisions/0006-embedded-durability.md.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The file-system call Postgres's fsync ends in; tests swap it to count calls. */
export type SyncFile = (fd: number) => void;

interface NodeFsStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}

class SyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly syncFile: SyncFile,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const syncFile = this.syncFile;
    const enableFsync = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) syncFile(stream.nfd);
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), enableFsync as never],
      },
    };
  }
}

/**
 * Postgres's page cache inside PGlite's WebAssembly memory. Postgres's default (128 MB) is sized for
 * a server of its own; here it lives in the portal's process and, once touched, is never given
 * back. Pages it drops stay in the operating system's file cache (the data directory is ordinary
 * files), so a smaller one costs a copy, not a disk read (docs/performance.md).
 */
const SHARED_BUFFERS = '32MB';

/**
 * Postgres's own start parameters for PGlite, without `-F`, with plain fsync of the WAL, and the
 * process's share of memory for its page cache.
 */
function durableStartParams(): string[] {
  const params = PGlite.defaultStartParams.filter((param) => param !== '-F');
  return [
    ...params,
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    `shared_buffers=${SHARED_BUFFERS}`,
  ];
}

export async function openDurablePGlite(
  dataDir: string,
  syncFile: SyncFile = fsyncSync,
): Promise<PGlite> {
  const client = new PGlite({
    fs: new SyncingNodeFS(dataDir, syncFile),
    startParams: durableStartParams(),
  });
  await client.waitReady;
  return client;
}
