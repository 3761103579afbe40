import { lazy, useState, type ComponentType } from 'react';

/** A page component whose code loads on demand; `preload` is for the route's loader. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page loaded on demand that renders without suspending once its code is there. React.lazy
 * suspends on its first render even when the module has already loaded, and a suspended page
 * shows its fallback and then waits for React's reveal throttle (300 ms) before showing the page.
 * The route's loader awaits `preload`, so the page's first render already has its code.
 * A failed load is not the loader's to report: the page then renders through React.lazy, whose
 * error reaches the route's error boundary as before.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  const Suspending = lazy(() => load().then((component) => ({ default: remember(component) })));
  function Page(props: P) {
    // Chosen once per mounted page: switching the element type later would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded === undefined ? <Suspending {...props} /> : <Loaded {...props} />;
  }
  Page.preload = () =>
    load().then(
      (component) => void remember(component),
      () => undefined,
    );
  return Page;
}
