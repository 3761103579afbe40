// The four screens whose search the bench types into (issue 21), each with what its visible rows
// are and the request the existing console sends for the same search (timed beside ours).
import type { Locator, Page } from 'playwright-core';
import type { RowsSpec } from './typing-probe.ts';

export interface SearchScreen {
  readonly what: string;
  /** Brings the screen up in the signed-in console (data already synced) and returns its search box. */
  open(page: Page): Promise<Locator>;
  readonly rows: RowsSpec;
  /** Words typed one key at a time (each round: clear, then type). */
  readonly words: readonly string[];
  /** The existing console's request for the same search (relative to the page, under /api). */
  serverPath(text: string): string;
  /** How the server column was obtained, for the log. */
  readonly serverNote: string;
}

const enc = encodeURIComponent;
const LIST_SELECT =
  'select=id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis';

/** In-app navigation (as a sidebar link does): the sync worker and its engine stay loaded. */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function searchBox(page: Page, name: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name });
  await box.waitFor({ timeout: 60_000 });
  return box;
}

export const catalogueScreen: SearchScreen = {
  what: 'catalogue search',
  async open(page) {
    await navigate(page, '/catalog');
    return searchBox(page, 'Search for configs');
  },
  rows: {
    parts: [
      { selector: '.catalog-list__meta', first: 1 },
      { selector: '[role="rowgroup"] [role="row"] .catalog-list__cell--name', first: 5 },
    ],
  },
  // Seeded names are "<word>-<role>-<hash>": each key narrows the matches, so the count changes.
  words: ['harbor-sync', 'iris-router'],
  // The existing console's list query: an or-ilike over name, type, description and namespace.
  serverPath: (q) =>
    `/api/db/configs?${LIST_SELECT}&or=(name.ilike.*${enc(q)}*,type.ilike.*${enc(q)}*,description.ilike.*${enc(q)}*,namespace.ilike.*${enc(q)}*)&deleted_at=is.null&order=type,name.asc&limit=80&offset=0`,
  serverNote: 'GET /api/db/configs, or-ilike over name/type/description/namespace, count=exact',
};

export const healthScreen: SearchScreen = {
  what: 'health search (5,000 checks)',
  async open(page) {
    // Passing checks shown too, so the search runs over all of them.
    await navigate(page, '/health?hidePassing=false');
    return searchBox(page, 'Search checks');
  },
  rows: {
    parts: [
      { selector: '[aria-label="Health checks"]', first: 1, attr: 'aria-rowcount' },
      { selector: '.health-table__group-name, .health-table__name', first: 6 },
      { selector: '.health-empty', first: 1 },
    ],
  },
  words: ['kube', 'redis', 'postgres'],
  // The existing dashboard loads the whole checks summary and filters it in the page: that request
  // is what it waits for (on open and on every refresh), not one per keystroke.
  serverPath: () => '/api/canary/api/summary',
  serverNote: 'GET /api/canary/api/summary (the existing dashboard searches its loaded list)',
};

export const incidentListScreen: SearchScreen = {
  what: 'incident list search',
  async open(page) {
    await navigate(page, '/incidents?status=all');
    return searchBox(page, 'Search for incident');
  },
  rows: {
    parts: [
      // Id and title cells (the age cell ticks with the clock).
      { selector: 'table[aria-label="Incidents"] tbody tr td:first-child', first: 8 },
      { selector: 'table[aria-label="Incidents"] tbody tr td:nth-child(5)', first: 8 },
      { selector: '.incidents-empty', first: 1 },
    ],
  },
  words: ['checkout', 'payments'],
  serverPath: (q) =>
    `/api/db/incidents?select=id,incident_id,title,type,severity,status,created_at,commander_id&title=ilike.*${enc(q)}*&order=created_at.desc&limit=100`,
  serverNote: 'GET /api/db/incidents, title ilike, newest first, count=exact',
};

export const evidenceWizardScreen: SearchScreen = {
  what: 'evidence wizard search (config items)',
  async open(page) {
    const hypothesis = await page.evaluate(async () => {
      const res = await fetch('/api/db/hypotheses?select=incident_id&type=eq.root&limit=1', {
        credentials: 'same-origin',
      });
      return ((await res.json()) as { incident_id: string }[])[0]?.incident_id;
    });
    if (hypothesis === undefined) throw new Error('no incident with a root hypothesis to add evidence to');
    await navigate(page, `/incidents/${hypothesis}`);
    await page.getByRole('tab', { name: 'Action Plan' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add evidence' }).first().click({ timeout: 60_000 });
    const wizard = page.getByRole('dialog', { name: 'Add evidence' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    return searchBox(page, 'Search config items');
  },
  rows: {
    parts: [
      // What the list shows at once (about six options in its 280 px), its empty text, and the
      // count under it ("Showing the first 50 of N"). The options past the sixth are drawn after
      // the keystroke's frame, as the catalogue's rows past the screenful are.
      { selector: '[aria-label="Matching config items"] [role="option"]', first: 6 },
      { selector: '.incident-wizard__results .mc-listbox__empty', first: 1 },
      { selector: '.incident-wizard__results > p', first: 2 },
    ],
  },
  words: ['comet-cache', 'delta-router'],
  serverPath: (q) =>
    `/api/db/configs?select=id,name,type,tags&deleted_at=is.null&or=(name.ilike.*${enc(q)}*,type.ilike.*${enc(q)}*,namespace.ilike.*${enc(q)}*)&order=name.asc&limit=50`,
  serverNote: 'GET /api/db/configs, or-ilike over name/type/namespace, 50 rows, count=exact',
};

/**
 * The command palette (issue 28): Ctrl+K over any page, then one box over every synced collection
 * and the commands; its rows are the first options of the list and each group's count.
 */
export const paletteScreen: SearchScreen = {
  what: 'command palette (every collection)',
  async open(page) {
    await navigate(page, '/topology');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
    const box = page.getByRole('combobox', { name: 'Search or run a command' });
    if (!(await box.isVisible())) await page.keyboard.press('Control+k');
    await box.waitFor({ timeout: 60_000 });
    return box;
  },
  rows: {
    parts: [
      { selector: '[aria-label="Command palette"] .palette__count', first: 8 },
      { selector: '[aria-label="Command palette"] [role="option"]', first: 8 },
      { selector: '[aria-label="Command palette"] .palette__empty', first: 1 },
    ],
  },
  // Seeded names are "<word>-<role>-<hash>", as for the catalogue: each key narrows the matches.
  words: ['harbor-sync', 'iris-router'],
  // No console has a palette; the closest server search is a name ilike capped like a group.
  serverPath: (q) => `/api/db/configs?select=id,name,type&name=ilike.*${enc(q)}*&order=name.asc&limit=5`,
  serverNote: 'GET /api/db/configs, name ilike, 5 rows (one palette group), count=exact',
};

export const searchScreens: readonly SearchScreen[] = [
  catalogueScreen,
  healthScreen,
  incidentListScreen,
  evidenceWizardScreen,
  paletteScreen,
];
