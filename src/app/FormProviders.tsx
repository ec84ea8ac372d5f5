import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { Toasts } from '@/components/forms/toasts';
import { QUERY_GC_TIME_MS, TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@/config/app';

// One client for the whole visit: created with the module, so it outlives navigations between the form pages.
// The forms only send (mutations); nothing reads data through a query.
export const queryClient = new QueryClient({
  defaultOptions: {
    // A form submission is not retried behind the visitor's back: they see the failure and choose.
    mutations: { gcTime: QUERY_GC_TIME_MS, retry: false },
  },
});

/** Providers for the routes with forms (their behaviour constants live in src/config/app.ts). */
export default function FormProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toasts
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TOAST_DURATION_MS}
        position="bottom-right"
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
