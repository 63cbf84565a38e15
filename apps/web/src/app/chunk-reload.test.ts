import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  clearChunkReloadMark,
  isChunkLoadError,
  reloadOnce,
} from './chunk-reload';

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the target URL once, then gives up within the window', () => {
    const reload = vi.fn();
    const url = 'http://localhost/account/dashboard';
    expect(reloadOnce({ url, now: 1000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledWith(url);
    expect(reloadOnce({ url, now: 2000, reload })).toBe(false);
    expect(reloadOnce({ url, now: 1000 + CHUNK_RELOAD_WINDOW_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again after a successful render cleared the mark', () => {
    const reload = vi.fn();
    reloadOnce({ url: '/a', now: 0, reload });
    clearChunkReloadMark();
    expect(reloadOnce({ url: '/a', now: 1, reload })).toBe(true);
  });
});
