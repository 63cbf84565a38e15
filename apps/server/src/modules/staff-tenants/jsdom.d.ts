// The part of jsdom the logo sanitiser uses (tenant-logo-image.ts). Its published types declare
// the browser's DOM for the whole program, which the server must not see as globals.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike & { close(): void };
  }
}
