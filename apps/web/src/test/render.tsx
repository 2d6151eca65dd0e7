import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { isCreatorPage } from '../app/routes';
import { CreatorPagesProvider } from '../lib/creator-pages';
import { loadAllTranslations } from '../lib/i18n';
import type { Language } from '../lib/preferences';

let ready: Promise<unknown> | undefined;
const bundles = new Map<Language, Promise<void>>();

/** Every text of a language, loaded once per test file, then made the one in use. */
async function inLanguage(language: Language) {
  ready ??= i18n.use(initReactI18next).init({ resources: {}, lng: language, interpolation: { escapeValue: false } });
  await ready;
  if (!bundles.has(language))
    bundles.set(
      language,
      loadAllTranslations(language).then((texts) => {
        i18n.addResourceBundle(language, 'translation', texts);
      }),
    );
  await bundles.get(language);
  await i18n.changeLanguage(language);
}

interface Options {
  path?: string;
  /** Query results the component finds in the cache: component tests reach no server. */
  data?: [readonly unknown[], unknown][];
  /** The reader's language: English unless a test asks for Chinese. */
  language?: Language;
  /** Queries fetch (through a spied `http`), for a test of what a refetch does. */
  fetching?: boolean;
}

/**
 * Renders a component as the app would hold it: its texts, antd's App, a query client (returned
 * with the render's result) and a router.
 */
export async function renderInApp(
  ui: ReactNode,
  { path = '/', data = [], language = 'en', fetching = false }: Options = {},
) {
  await inLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: fetching, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <CreatorPagesProvider value={isCreatorPage}>
            {/* A click's wave is drawn in a React root of antd's own, which cleanup does not
                unmount: its timer ran React work after the file's DOM was gone. */}
            <ConfigProvider wave={{ disabled: true }}>
              <App>{ui}</App>
            </ConfigProvider>
          </CreatorPagesProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return Object.assign(rendered, { queryClient });
}
