import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { tenantBootstrap } from '@/lib/tenant-bootstrap';
import { AppProvider } from './provider';
import { createRouter } from './router';
import './styles.css';

const router = createRouter(tenantBootstrap().basePath);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
