import { describe, expect, it } from 'vitest';
import { retryOnConflict } from './retry-transactions';

const noPause = async () => {};

function failing(codes: (string | undefined)[]) {
  let calls = 0;
  const run = async () => {
    const code = codes[calls++];
    if (code === undefined) return 'done';
    // As drizzle wraps it: the driver's error, with its SQLSTATE, is the cause.
    throw new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });
  };
  return { run, calls: () => calls };
}

describe('a transaction that meets another', () => {
  it('runs again after a deadlock or a serialisation failure', async () => {
    const work = failing(['40P01', '40001']);
    await expect(retryOnConflict(work.run, noPause)).resolves.toBe('done');
    expect(work.calls()).toBe(3);
  });

  it('gives up after four tries and passes the error on', async () => {
    const work = failing(['40P01', '40P01', '40P01', '40P01', undefined]);
    await expect(retryOnConflict(work.run, noPause)).rejects.toThrow('Failed query');
    expect(work.calls()).toBe(4);
  });

  it('never runs again after any other failure', async () => {
    const work = failing(['23505']);
    await expect(retryOnConflict(work.run, noPause)).rejects.toThrow('Failed query');
    expect(work.calls()).toBe(1);
  });
});
