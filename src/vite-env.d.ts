/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute origin of the deployed site; canonical and share URLs are built from it. */
  readonly VITE_SITE_URL?: string;
  /** Origin of the provider's forms API; empty means same-origin /forms/submit (the local endpoint). */
  readonly VITE_API_BASE_URL?: string;
  /** The review build's date (vite.config.ts), the day its marks read the date-dependent duties on. */
  readonly VITE_REVIEW_DATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
