import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  Button as AriaButton,
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { StatusIcon, type Tone } from './status-icon.tsx';
import './toast.css';

interface ToastMessage {
  tone: Tone;
  message: string;
}

/** Toasts close by themselves after this many milliseconds (hovering or focusing pauses it). */
export const toastTimeoutMs = 5_000;

// One queue for the whole app, so `toast.*` works from anywhere (query callbacks, mutations)
// without a hook; the single <ToastRegion /> renders it.
const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

function show(tone: Tone, message: string): string {
  return queue.add({ tone, message }, { timeout: toastTimeoutMs });
}

/** Shows a brief notification at the top right: `toast.success('Saved')`, `toast.error(err.message)`. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /** Closes one toast by the key the show call returned. */
  close: (key: string) => queue.close(key),
  /** Closes every toast (tests, sign-out). */
  clear: () => queue.clear(),
};

// Several layouts may mount a region (root, shell, account screens); only the first mounted one
// renders, so a toast never shows twice.
const mountedRegions: symbol[] = [];
const regionListeners = new Set<() => void>();
const notifyRegions = () => regionListeners.forEach((fn) => fn());

function useIsFirstRegion(): boolean {
  const [id] = useState(() => Symbol('toast-region'));
  useEffect(() => {
    mountedRegions.push(id);
    notifyRegions();
    return () => {
      mountedRegions.splice(mountedRegions.indexOf(id), 1);
      notifyRegions();
    };
  }, [id]);
  return useSyncExternalStore(
    (fn) => {
      regionListeners.add(fn);
      return () => regionListeners.delete(fn);
    },
    () => mountedRegions[0] === id,
    () => false,
  );
}

/** Renders the toast queue at the top right. Mount it near the root; extra mounts render nothing. */
export function ToastRegion() {
  const isFirst = useIsFirstRegion();
  if (!isFirst) return null;
  return (
    <AriaToastRegion queue={queue} className="mc-toast-region" aria-label="Notifications">
      {({ toast: item }) => (
        <AriaToast toast={item} className="mc-toast" data-tone={item.content.tone}>
          <StatusIcon tone={item.content.tone} />
          <AriaToastContent className="mc-toast__content">
            <AriaText slot="title">{item.content.message}</AriaText>
          </AriaToastContent>
          <AriaButton slot="close" className="mc-toast__close" aria-label="Close">
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <path d="m3 3 6 6M9 3 3 9" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
