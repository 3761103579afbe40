import { lazy, Suspense } from 'react';
import { OfflineNotice } from './offline-notice.tsx';
import './pwa.css';

// The service worker is registered in production builds only: `vite` dev serves no worker, and
// workbox-window stays out of the initial bundle (loaded after the first render).
const UpdatePrompt = import.meta.env.PROD
  ? lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })))
  : null;

/** The installed app's notices: offline, and a new version waiting. */
export function PwaNotices() {
  return (
    <div className="pwa-notices">
      <OfflineNotice />
      {UpdatePrompt !== null && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
