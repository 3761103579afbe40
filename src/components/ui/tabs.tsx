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
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
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
