import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import './tabs.css';

function withClass(base: string) {
  return (extra: string | undefined) => [base, extra].filter(Boolean).join(' ');
}

/**
 * Tabs: `<Tabs><TabList aria-label="…"><Tab id="a">A</Tab></TabList><TabPanel id="a">…</TabPanel></Tabs>`.
 * Arrow keys move between tabs. A Tab with `href` navigates (route-driven tabs).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, withClass('mc-tabs'))} />;
}

/** The row of tabs. */
export function TabList<T extends object>({
  className,
  ...props
}: TabListProps<T> & { ref?: RefObject<HTMLDivElement | null> }) {
  return <AriaTabList {...props} className={composeRenderProps(className, withClass('mc-tabs__list'))} />;
}

/** One tab. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, withClass('mc-tabs__tab'))} />;
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, withClass('mc-tabs__panel'))} />;
}

/**
 * The panel of the selected tab, rendered outside `<Tabs>` (after it), for a panel whose large
 * content changes on every keystroke (the health list). React Aria's TabPanel looks for a tabbable
 * child after each of its renders and DOM changes, and each look forces a layout inside the
 * keystroke's task (37 ms of CPU per key and its Backspace at 5,000 checks; decision 0018). This
 * panel does not; it takes its id and label from the selected tab, so the tab's aria-controls
 * still names it. Its content must hold a tabbable element (React Aria's panel would make itself
 * tabbable otherwise).
 */
export function DetachedTabPanel({
  tabList,
  className,
  children,
}: {
  /** The TabList's element (its `ref`): the selected tab is found in it. */
  tabList: RefObject<HTMLDivElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = tabList.current;
    const element = panel.current;
    if (!list || !element) return;
    const follow = () => {
      const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      element.id = tab.getAttribute('aria-controls') ?? '';
      element.setAttribute('aria-labelledby', tab.id);
    };
    follow();
    // React Aria renders the tabs after their list (a collection's second pass): follow them as
    // they appear and as the selection moves. The list is a few dozen elements; no layout is read.
    const observer = new MutationObserver(follow);
    observer.observe(list, { subtree: true, childList: true, attributeFilter: ['aria-selected', 'id'] });
    return () => observer.disconnect();
  }, [tabList]);
  return (
    <div ref={panel} role="tabpanel" className={withClass('mc-tabs__panel')(className)}>
      {children}
    </div>
  );
}
