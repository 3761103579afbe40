/// <reference types="vite-plugin-pwa/react" />
import { useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

/** How often a long-open tab asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (production builds; main.tsx loads this lazily) and, when a new
 * version is waiting, asks before switching to it. Reloading never loses writes: the outbox
 * stores each one in IndexedDB before the UI shows it, and the worker sends what is pending after
 * the reload. Nothing reloads without the user's word, except a tab whose service worker was
 * switched by another tab, which is told to reload instead.
 */
export function UpdatePrompt() {
  const requested = useRef(false);
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration === undefined) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onNeedReload() {
      if (requested.current) window.location.reload();
      else setUpdatedElsewhere(true);
    },
  });

  if (updatedElsewhere) {
    return (
      <Alert
        tone="info"
        title="Mission Control was updated in another tab"
        actions={
          <Button variant="primary" size="sm" onPress={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        Reload this tab to use the new version. Changes waiting to be sent are kept.
      </Alert>
    );
  }
  if (!needRefresh) return null;
  return (
    <Alert
      tone="info"
      title="A new version is available"
      actions={
        <>
          <Button size="sm" onPress={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button
            variant="primary"
            size="sm"
            onPress={() => {
              requested.current = true;
              void updateServiceWorker(true);
            }}
          >
            Reload
          </Button>
        </>
      }
    >
      Reload to update. Changes waiting to be sent are kept on this device and sent after the reload.
    </Alert>
  );
}
