import '../../components/ui/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../components/app/app';
import { Providers } from '../../components/app/providers';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
