import { createContext, useContext, type ReactNode } from 'react';

/** The page's head and HTTP status, as a server-side render collects them. */
export interface RenderHead {
  title?: string;
  description?: string;
  robots?: string;
}

export interface RenderRecord {
  head: RenderHead;
  status: number;
  setHead(head: RenderHead): void;
  setStatus(status: number): void;
}

export function createRenderRecord(status: number): RenderRecord {
  const record: RenderRecord = {
    head: {},
    status,
    setHead: (head) => void (record.head = head),
    setStatus: (next) => void (record.status = next),
  };
  return record;
}

const RenderContext = createContext<RenderRecord | null>(null);

/** Server-side rendering only: components record the head and status of the page here. */
export function RenderRecordProvider({
  record,
  children,
}: {
  record: RenderRecord;
  children: ReactNode;
}) {
  return <RenderContext.Provider value={record}>{children}</RenderContext.Provider>;
}

/** The record of the server-side render in progress; null in the browser. */
export const useRenderRecord = (): RenderRecord | null => useContext(RenderContext);
