import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  retryDelay,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_MAX,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from '@/config/app';

// One client for the whole visit: created with the module, so it outlives navigations between the form pages.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRIES, retryDelay },
    // A form submission is not retried behind the visitor's back: they see the failure and choose.
    mutations: { gcTime: QUERY_GC_TIME_MS, retry: false },
  },
});

/** Providers for the routes with forms (their behaviour constants live in src/config/app.ts). */
export default function FormProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Outlet />
        <Toaster
          visibleToasts={TOAST_VISIBLE_MAX}
          duration={TOAST_DURATION_MS}
          position="bottom-right"
          richColors
          closeButton
        />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
