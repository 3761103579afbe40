/// <reference types="vite/client" />

declare global {
  interface ImportMetaEnv {
    /** package.json's version, set by vite.config.ts (`define`). */
    readonly VITE_APP_VERSION?: string;
  }
}

/** The console's version: busts persisted caches written by another version. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
