import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isCreatorPage } from '../app/routes';
import { CreatorPagesProvider } from '../lib/creator-pages';
import { loadAllTranslations } from '../lib/i18n';

let ready: Promise<unknown> | undefined;

interface Options {
  path?: string;
  /** Query results the component finds in the cache: component tests reach no server. */
  data?: [readonly unknown[], unknown][];
}

/** Renders a component as the app would hold it: English texts, antd's App, a query client and a router. */
export async function renderInApp(ui: ReactNode, { path = '/', data = [] }: Options = {}) {
  ready ??= loadAllTranslations('en').then((translation) =>
    i18n
      .use(initReactI18next)
      .init({ resources: { en: { translation } }, lng: 'en', interpolation: { escapeValue: false } }),
  );
  await ready;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <CreatorPagesProvider value={isCreatorPage}>
            <App>{ui}</App>
          </CreatorPagesProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
