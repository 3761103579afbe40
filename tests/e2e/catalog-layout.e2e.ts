import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The catalogue screens as a reviewer sees them at 1440×900 and 1024×768: nothing that matters is
// cut without an ellipsis and a way to read it, the page never scrolls sideways (tables scroll in
// their frame), insights open their detail, a tab's badge counts what the tab shows, and the
// relationship graph opens readable. Screenshots go to SHOTS_DIR (default .tmp/shots-catalog).

test.setTimeout(300_000);
const FIRST = { timeout: 90_000 };
const SHOTS = process.env['SHOTS_DIR'] ?? '.tmp/shots-catalog';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

async function noSidewaysPageScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Right edge of `el` beyond the window's right edge (0 when inside). */
async function pastRightEdge(page: Page, el: Locator): Promise<number> {
  const box = await el.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box === null ? Infinity : Math.max(0, box.x + box.width - width);
}

async function idOf(page: Page, query: string): Promise<string> {
  let id: string | undefined;
  await expect(async () => {
    const rows = (await (await page.request.get(`/api/db/${query}`)).json()) as { id: string }[];
    id = rows[0]?.id;
    expect(id).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return id ?? '';
}

test('catalogue list, summary, changes and insights fit at 1440 and 1024 and say everything', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const summary = page.getByRole('table', { name: 'Catalog summary' });
  await expect(summary.getByRole('row', { name: /Kubernetes/ }).first()).toBeVisible(FIRST);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const wide = viewport.width === 1440;

    // The summary (the catalogue's pivot by class and type): its last column is reachable.
    await page.goto('/catalog');
    await expect(summary.getByRole('row', { name: /Kubernetes/ }).first()).toBeVisible(FIRST);
    await shot(page, 'catalog-summary');
    await noSidewaysPageScroll(page, `summary at ${viewport.width}`);
    const updated = summary.getByRole('columnheader', { name: 'Updated' });
    await updated.scrollIntoViewIfNeeded();
    expect.soft(await pastRightEdge(page, updated), 'the summary cuts its last column').toBe(0);

    // The Pods list: tag values, whole names on hover, fitting columns.
    await page.goto('/catalog?configType=Kubernetes::Pod&search=alertmanager-0');
    const list = page.getByRole('table', { name: 'Catalog items' });
    const rows = list.getByRole('row').filter({ hasText: 'alertmanager-0' });
    await expect(rows.first()).toBeVisible(FIRST);
    await shot(page, 'catalog-pods');
    await noSidewaysPageScroll(page, `pods at ${viewport.width}`);
    // Same-named pods are told apart by their tags' values, which are shown whole.
    const tagTexts = await rows.evaluateAll((els) =>
      els.map((row) =>
        [...row.querySelectorAll<HTMLElement>('.catalog-list__cell--tags .catalog-tag')]
          .filter((chip) => chip.scrollWidth <= chip.clientWidth)
          .map((chip) => chip.innerText)
          .join(' '),
      ),
    );
    expect.soft(tagTexts.length, 'alertmanager-0 rows').toBeGreaterThan(1);
    expect
      .soft(new Set(tagTexts).size, `tags tell the pods apart: ${tagTexts.join(' | ')}`)
      .toBe(tagTexts.length);
    // (By its column's class: at 1024 a one-type list hides its Type cell, which moves the nth.)
    const firstTag = rows.first().locator('.catalog-list__cell--tags .catalog-tag').first();
    await expect.soft(firstTag).toHaveAttribute('title', /^\S+: \S+/);
    // A long pod name keeps its hash suffix in view and its whole text on hover.
    await page.goto('/catalog?configType=Kubernetes::Pod&search=atlas-archiver');
    const name = list.getByRole('row').nth(1).getByRole('link');
    await expect(name).toBeVisible(FIRST);
    const full = (await name.getAttribute('title')) ?? '';
    expect.soft(full, 'the name link carries its whole text').toMatch(/^atlas-archiver-/);
    await expect.soft(name).toHaveAccessibleName(full);
    expect.soft(await name.innerText(), 'the hash suffix stays visible').toContain(full.slice(-5));
    // Deleted At only when deleted items are shown; at 1440 the table fits its frame.
    await expect.soft(list.getByRole('columnheader', { name: 'Deleted At' })).toHaveCount(0);
    // The table fits its frame at both widths (at 1024 Created and Changed give way, and the
    // Type of a one-type list), and every row keeps to one line.
    const sideways = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect.soft(sideways, `the list is wider than its frame at ${viewport.width}`).toBeLessThanOrEqual(0);
    const linesPerRow = await list.evaluate((el) =>
      [...el.querySelectorAll('[role="row"]')].slice(0, 8).map((row) => {
        const shown = [...row.children].filter((c) => c instanceof HTMLElement && c.offsetParent !== null);
        // Cells are centred in their row: one line when they share a middle (within a few px).
        return new Set(
          shown.map((c) => {
            const box = c.getBoundingClientRect();
            return Math.round((box.top + box.height / 2) / 8);
          }),
        ).size;
      }),
    );
    expect.soft(Math.max(...linesPerRow), `rows on one line at ${viewport.width}`).toBe(1);
    // react-aria draws the switch over its hidden input: click the label, as a user does.
    const hideDeleted = page.locator('label').filter({ hasText: /^Hide Deleted Catalog$/ });
    await hideDeleted.click();
    await expect(page.getByRole('switch', { name: 'Hide Deleted Catalog' })).not.toBeChecked();
    await expect.soft(list.getByRole('columnheader', { name: 'Deleted At' })).toHaveCount(1);
    await hideDeleted.click();
    await expect(page.getByRole('switch', { name: 'Hide Deleted Catalog' })).toBeChecked();

    // Changes: Tags and Created By on screen at 1440; the time-range popover shows every column.
    await page.goto('/catalog/changes');
    const changes = page.getByRole('table', { name: 'Config changes' });
    await expect(changes.locator('tbody tr').first()).toBeVisible(FIRST);
    await noSidewaysPageScroll(page, `changes at ${viewport.width}`);
    if (wide)
      for (const header of ['Tags', 'Created By'])
        expect
          .soft(await pastRightEdge(page, changes.getByRole('columnheader', { name: header })), header)
          .toBe(0);
    await shot(page, 'catalog-changes');
    await page.getByRole('button', { name: /^Time range:/ }).click();
    const picker = page.getByRole('dialog', { name: 'Time range' });
    const relative = picker.getByRole('region', { name: 'Relative ranges' });
    await expect(relative).toBeVisible();
    await shot(page, 'catalog-changes-time-range');
    const hidden = await picker.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect.soft(hidden, 'the popover scrolls sideways').toBeLessThanOrEqual(0);
    expect.soft(await pastRightEdge(page, relative), 'Relative is off screen').toBe(0);
    const pickerBox = await picker.boundingBox();
    const relativeBox = await relative.boundingBox();
    expect
      .soft((relativeBox?.x ?? 0) + (relativeBox?.width ?? 0), 'Relative is cut by the popover')
      .toBeLessThanOrEqual((pickerBox?.x ?? 0) + (pickerBox?.width ?? 0) + 1);
    await page.keyboard.press('Escape');

    // Insights: a row opens its detail with the message (click and Enter).
    await page.goto('/catalog/insights?analyzer=right-sizing');
    const insights = page.getByRole('table', { name: 'Insights' });
    await expect(insights.locator('tbody tr').first()).toBeVisible(FIRST);
    await noSidewaysPageScroll(page, `insights at ${viewport.width}`);
    await shot(page, 'catalog-insights');
    await insights.locator('tbody tr').first().getByRole('cell').nth(2).click();
    const detail = page.getByRole('dialog');
    await expect.soft(detail).toContainText('CPU request is 4x the 7-day p95 usage');
    await expect.soft(detail).toContainText('right-sizing');
    await expect.soft(detail).toContainText('First Observed');
    await expect.soft(detail).toContainText('Last Observed');
    await expect.soft(page).toHaveURL(/insight=/);
    await shot(page, 'catalog-insight-detail');
    await page.keyboard.press('Escape');
    await expect.soft(detail).toHaveCount(0);
    await expect.soft(page).not.toHaveURL(/insight=/);
    await insights.locator('tbody tr').first().focus();
    await page.keyboard.press('Enter');
    await expect.soft(page.getByRole('dialog')).toContainText('CPU request is 4x the 7-day p95 usage');
    await page.keyboard.press('Escape');
  }
});

test("an item's tab badge counts what its tab shows; the graph opens readable and fits", async ({ page }) => {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const id = await idOf(page, 'configs?name=eq.checkout-api&type=eq.Kubernetes::Deployment&select=id');

  // The Changes badge counts the window the tab shows.
  await page.goto(`/catalog/${id}`);
  const tab = page
    .getByRole('navigation', { name: 'Config sections' })
    .getByRole('link', { name: /^Changes/ });
  await expect(tab).toBeVisible(FIRST);
  await expect(page.getByRole('navigation', { name: 'Config sections' })).toContainText(
    'Relationships',
    FIRST,
  );
  // Give the badges their reads.
  await page.waitForLoadState('networkidle');
  const badge = Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1] ?? '0');
  await tab.click();
  await expect(page.getByRole('table', { name: 'Config changes' })).toBeVisible(FIRST);
  await expect
    .soft(page.getByText(badge === 0 ? /^0 changes$/ : new RegExp(` of ${badge} changes$`)))
    .toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const tab of ['', '/changes', '/insights']) {
      await page.goto(`/catalog/${id}${tab}`);
      await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible(FIRST);
      await shot(page, `catalog-item${tab.replace('/', '-')}`);
      // An empty changes list says so where it can be read (not centred in its scroll width).
      if (tab === '/changes' && badge === 0)
        await expect
          .soft(page.getByRole('table', { name: 'Config changes' }).getByText('No data available'))
          .toBeInViewport({ ratio: 1 });
      await noSidewaysPageScroll(page, `item${tab} at ${viewport.width}`);
    }
    await page.goto(`/catalog/${id}/relationships?view=graph`);
    // LR first, then TB switched in place (the first fit used to stay, cutting TB's bottom).
    for (const direction of ['LR', 'TB'] as const) {
      if (direction === 'TB') await page.getByRole('button', { name: 'TB' }).click();
      await expect(page.getByRole('button', { name: direction })).toHaveAttribute('aria-pressed', 'true');
      const graph = page.getByRole('figure', { name: 'Relationship graph' });
      const root = graph.locator('.rel-node[data-root="true"]');
      await expect(root).toBeVisible(FIRST);
      await page.waitForTimeout(500);
      await shot(page, `catalog-graph-${direction}`);
      await noSidewaysPageScroll(page, `graph at ${viewport.width}`);
      // Labels readable: the first fit zooms out no further than 0.5, and the root is in view.
      const scale = await graph
        .locator('.react-flow__viewport')
        .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
      expect.soft(scale, `${direction} zoom`).toBeGreaterThanOrEqual(0.5);
      const frame = await graph.boundingBox();
      const inFrame = async (el: Locator) => {
        const b = await el.boundingBox();
        return (
          b !== null &&
          frame !== null &&
          b.x >= frame.x - 1 &&
          b.y >= frame.y - 1 &&
          b.x + b.width <= frame.x + frame.width + 1 &&
          b.y + b.height <= frame.y + frame.height + 1
        );
      };
      expect.soft(await inFrame(root), `${direction}: the root is in view`).toBe(true);
      if (direction === 'TB' && viewport.width === 1440) {
        const nodes = graph.locator('.react-flow__node');
        for (let i = 0; i < (await nodes.count()); i++)
          expect.soft(await inFrame(nodes.nth(i)), `TB: node ${i} fits`).toBe(true);
      }
      // A group is drawn once: its node wrapper draws no second box around the pill.
      const group = graph.getByRole('button', { name: /, (expand|collapse)$/ }).first();
      const wrapperBorder = await group.evaluate(
        (el) => getComputedStyle(el.closest('.react-flow__node') ?? el).borderTopWidth,
      );
      expect.soft(wrapperBorder, 'the group node has a second frame').toBe('0px');
    }
  }
});
