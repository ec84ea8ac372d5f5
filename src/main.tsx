import '@fontsource-variable/inter/wght.css';
import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { AppFrame } from './App';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the matched lazy routes and loaders have run, so hydration renders the real page. */
function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <AppFrame>
    <RouterProvider router={router} />
  </AppFrame>
);

if (container.hasChildNodes()) {
  // The page was prerendered: hydrate only when the client tree can match it.
  whenInitialized(router).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
