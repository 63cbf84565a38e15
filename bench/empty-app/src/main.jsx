// The reference the storefront is measured against: React 19 rendering one heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Hello</h1>
    </main>
  </StrictMode>,
);
