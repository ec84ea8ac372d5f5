import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { useNavigationEffects } from './useNavigationEffects';

/** Header, main and footer around every page, including the 404 and the error view. */
export function Layout({ children }: { children?: ReactNode }) {
  const announcement = useNavigationEffects();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Header />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 pt-16">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
