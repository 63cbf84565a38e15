import { createContext, useContext, useState, type ReactNode } from 'react';

type OpenPanel = [openId: string | null, setOpenId: (id: string | null) => void];

const OpenPanelContext = createContext<OpenPanel | null>(null);

/**
 * The plan's panels (pay debt, change card, access code, cancel) open one at a time: opening one
 * closes the other, so the page never shows two card forms, or two ways to pay, at once.
 */
export function OnePanelOpen({ children }: { children: ReactNode }) {
  const openPanel = useState<string | null>(null);
  return <OpenPanelContext.Provider value={openPanel}>{children}</OpenPanelContext.Provider>;
}

/** The id of the open panel and how to change it; only inside `OnePanelOpen`. */
export function useOpenPanel(): OpenPanel {
  const openPanel = useContext(OpenPanelContext);
  if (!openPanel) throw new Error('A billing panel is rendered outside OnePanelOpen');
  return openPanel;
}
