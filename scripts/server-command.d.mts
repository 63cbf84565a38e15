// Types of server-command.mjs, for the TypeScript that starts servers (the browser journeys).
export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_OPTIONS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function serverArgs(script?: string, ...nodeOptions: string[]): string[];
