import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { queryClient } from './lib/queryClient';
import { createAppRouter } from './router';
import { installFrenchValidation } from '@kollabo/shared';

// zod's texts in French (the catalogue's) before any form validates.
installFrenchValidation();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
