import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { usePreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { bindToasts } from '../lib/toast';

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
      <ConfigProvider locale={language === 'zh' ? zhCN : enUS} theme={{ token: { colorPrimary: '#d4380d' } }}>
        <AntApp>
          <ToastBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
