import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { usePreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { bindToasts } from '../lib/toast';

/** antd keeps each palette shade under two names (`green7`, `green-7`): both must change. */
const shade7 = (colors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, value]) => [
      [`${name}7`, value],
      [`${name}-7`, value],
    ]),
  );

/**
 * The brand colour, and text colours dark enough to read (WCAG AA, 4.5:1 on white and on the
 * light greys behind cards and tables): antd's defaults leave helper text, placeholders, counters
 * and links below it.
 */
const theme = {
  token: {
    colorPrimary: '#d4380d',
    colorLink: '#0958d9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    // Tags print their colour's 7th shade on its 1st: these are too light to read there.
    ...shade7({ green: '#237804', gold: '#874d00', orange: '#ad4e00' }),
  },
};

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToasts(message), [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = usePreferences((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={language === 'zh' ? zhCN : enUS} theme={theme}>
        <AntApp>
          <ToastBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
