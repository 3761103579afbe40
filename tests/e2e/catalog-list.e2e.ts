import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline } from './network.ts';

// The catalogue list and item page on the demo estate, from the local (synced) catalogue: drill
// from the summary into a type, search, filter by a label, open an item and select lines; then
// the same with the network cut.

const summary = (page: Page) => page.getByRole('table', { name: 'Catalog summary' });
const list = (page: Page) => page.getByRole('table', { name: 'Catalog items' });

async function openCatalog(page: Page): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await expect(page).toHaveURL(/\/catalog/);
  await expect(
    summary(page)
      .getByRole('row', { name: /Kubernetes/ })
      .first(),
  ).toBeVisible({ timeout: 90_000 });
}

async function drillIntoPods(page: Page): Promise<void> {
  await expect(summary(page).getByRole('rowheader', { name: /^AWS/ }).first()).toBeVisible();
  await summary(page).getByRole('link', { name: 'Kubernetes::Pod', exact: true }).click();
  await expect(page).toHaveURL(/configType=Kubernetes(%3A|:){2}Pod/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kubernetes::Pod');
  await expect(list(page).getByRole('row').nth(1)).toContainText('Kubernetes::Pod');
}

test.describe('catalogue list and item', () => {
  test.setTimeout(180_000);

  test('summary by provider then type drills into a type; search and a label filter narrow the list', async ({
    page,
  }) => {
    await openCatalog(page);
    await drillIntoPods(page);

    // The list is one tab stop: arrows, End and Home move through the virtual rows; Enter opens.
    const countText = (await page.getByText(/^\d[\d,]* items$/).textContent()) ?? '';
    const total = Number(countText.replace(/\D/g, ''));
    await list(page).getByRole('row').nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(list(page).locator('[role=row][aria-rowindex="3"]')).toBeFocused();
    await page.keyboard.press('End');
    await expect(list(page).locator(`[role=row][aria-rowindex="${total + 1}"]`)).toBeFocused();
    await expect(list(page).locator(`[role=row][aria-rowindex="${total + 1}"]`)).toContainText(
      'Kubernetes::Pod',
    );
    await page.keyboard.press('Home');
    await expect(list(page).locator('[role=row][aria-rowindex="2"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);

    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Search for configs' }).fill('deployment');
    await expect(page).toHaveURL(/search=deployment/);
    await expect(list(page).getByRole('row').nth(1)).toContainText(/deployment/i);

    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Labels' }).click();
    const include = page
      .getByRole('dialog', { name: 'Labels filter' })
      .getByRole('button', { name: /^Include / })
      .first();
    await include.click();
    await expect(page).toHaveURL(/labels=/);
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* items$/)).toBeVisible();
  });

  test('a typed search shows its rows before the address carries it (issue #21: no debounce on local answers)', async ({
    page,
  }) => {
    await openCatalog(page);
    // Watched every frame in the page: the address when the list first shows a matching row.
    const addressAtFirstMatch = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const check = () => {
            // The list waiting under the summary (search box focused) is not shown yet.
            const rows = document.querySelectorAll('[aria-label="Catalog items"] [role=row]');
            const shown = [...rows].filter((r) => r.closest('[data-standby]') === null);
            if (shown.some((r) => /deployment/i.test(r.textContent ?? ''))) resolve(location.search);
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    // A fast typist's pace (60 ms a key, 200 words a minute): never the 400 ms pause that writes
    // the address, but time between keys for the machine to show answers.
    await page
      .getByRole('searchbox', { name: 'Search for configs' })
      .pressSequentially('deployment', { delay: 60 });
    // The rows answered on the keystroke; the address write still waits for typing to pause.
    expect(await addressAtFirstMatch).not.toContain('search=');
    await expect(page).toHaveURL(/search=deployment/);
  });

  test('rows past the screen that a keystroke leaves for later are never on screen, read or tabbed to, and then show the answer', async ({
    page,
  }) => {
    await openCatalog(page);
    // Watched every frame while typing: rows kept mounted for later (kept-rows.ts) must lie outside
    // the list's visible frame, hidden from a screen reader and out of the tab order.
    const watch = page.evaluate(
      () =>
        new Promise<{ keptSeen: number; wrong: string[] }>((resolve) => {
          const wrong: string[] = [];
          let keptSeen = 0;
          const started = performance.now();
          const check = () => {
            const frame = document.querySelector('[aria-label="Catalog items"]')?.getBoundingClientRect();
            for (const row of document.querySelectorAll<HTMLElement>(
              '[aria-label="Catalog items"] [data-kept]',
            )) {
              keptSeen++;
              const r = row.getBoundingClientRect();
              if (frame && r.bottom > frame.top && r.top < frame.bottom && r.height > 0)
                wrong.push(`kept row on screen at ${Math.round(r.top)}`);
              if (row.getAttribute('aria-hidden') !== 'true') wrong.push('kept row read by a screen reader');
              if (row.tabIndex !== -1) wrong.push('kept row in the tab order');
            }
            if (performance.now() - started > 6_000) resolve({ keptSeen, wrong: [...new Set(wrong)] });
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const box = page.getByRole('searchbox', { name: 'Search for configs' });
    await box.pressSequentially('kube', { delay: 400 });
    await box.press('Backspace', { delay: 400 });
    await box.press('e');
    const { keptSeen, wrong } = await watch;
    expect(wrong).toEqual([]);
    // The path under test ran: a keystroke left overscan rows for later.
    expect(keptSeen).toBeGreaterThan(0);
    // Once the browser is idle every row drawn shows the answer: none is left kept, and the rows
    // past the screen are there for a scroll.
    await expect(list(page).locator('[data-kept]')).toHaveCount(0);
    const rows = list(page).locator('[role=rowgroup] [role=row]');
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
    for (const text of await rows.allTextContents()) expect(text).toMatch(/kube/i);
  });

  test('with the search box focused the summary stays usable; the first letter brings the list, clearing brings the summary back', async ({
    page,
  }) => {
    await openCatalog(page);
    const box = page.getByRole('searchbox', { name: 'Search for configs' });
    // What a pointer anywhere over the summary would hit (a grid of points over its frame): the
    // summary, never the list waiting under it for the first letter.
    const summaryIsOnTop = () =>
      summary(page).evaluate((table) => {
        const frame = table.closest('.catalog-page__body')?.getBoundingClientRect();
        if (!frame) return false;
        const bottom = Math.min(frame.bottom, window.innerHeight);
        const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((x) =>
          [0.1, 0.3, 0.5, 0.7, 0.9].map((y) => [
            frame.left + frame.width * x,
            frame.top + (bottom - frame.top) * y,
          ]),
        );
        return points.every(([x = 0, y = 0]) =>
          table.parentElement?.contains(document.elementFromPoint(x, y)),
        );
      });
    await box.click();
    await expect(summary(page)).toBeVisible();
    // The list is drawn under the summary, out of the accessibility tree, until the first letter.
    const waiting = page.locator('.catalog-list[data-standby]');
    await expect(waiting.getByRole('row', { includeHidden: true }).nth(1)).toBeAttached();
    await expect(list(page)).toBeHidden();
    expect(await summaryIsOnTop()).toBe(true);
    // Nothing of the list waiting under it can take focus by Tab.
    const tabbableUnder = await waiting.evaluate(
      (list) =>
        [...list.querySelectorAll<HTMLElement>('button, a[href], [tabindex]')].filter(
          (el) => el.tabIndex >= 0,
        ).length,
    );
    expect(tabbableUnder).toBe(0);

    await page.keyboard.press('d');
    await expect(summary(page)).toBeHidden();
    await expect(list(page).getByRole('row').nth(1)).toContainText(/d/i);
    // The summary on its way out takes no pointer from the list.
    const rowIsOnTop = await list(page)
      .getByRole('row')
      .nth(1)
      .evaluate((row) => {
        const r = row.getBoundingClientRect();
        return row.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
    expect(rowIsOnTop).toBe(true);
    await expect(page.getByText(/^\d[\d,]* items$/)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(summary(page)).toBeVisible();
    await expect(list(page)).toBeHidden();
    expect(await summaryIsOnTop()).toBe(true);
    // Leaving the box for the summary: its link opens the type's list.
    const firstType = (await summary(page).getByRole('link').first().textContent()) ?? '';
    await summary(page).getByRole('link').first().click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(firstType);
    await expect(list(page).getByRole('row').nth(1)).toContainText(firstType);
  });

  test('Type and Group By open at the first press, by pointer, keyboard or a screen reader click', async ({
    page,
  }) => {
    await openCatalog(page);
    await drillIntoPods(page);
    const filters = page.getByRole('search', { name: 'Catalog filters' });
    // The selects are drawn as plain buttons until the user reaches for one: each way of reaching
    // (pointer, keyboard, a screen reader's click) opens the real list at the first try.
    await page.reload();
    await filters.getByRole('button', { name: /Type$/ }).dispatchEvent('click');
    await expect(page.getByRole('listbox', { name: 'Type' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Type' })).toBeHidden();

    await page.reload();
    await filters.getByRole('button', { name: /Type$/ }).click();
    await expect(page.getByRole('listbox', { name: 'Type' })).toBeVisible();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/configType=/);
    await expect(summary(page)).toBeVisible();

    await page.reload();
    await filters.getByRole('button', { name: /Group By$/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Group By' })).toBeVisible();
    await page.getByRole('option', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/groupBy=name/);
    await expect(filters.getByRole('button', { name: /Group By$/ })).toHaveAccessibleName('Name Group By');
  });

  test('an item shows its content; line clicks are kept in the URL; a missing item says so', async ({
    page,
  }) => {
    await openCatalog(page);
    await drillIntoPods(page);
    await list(page).getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}/);
    await expect(
      page
        .getByRole('region', { name: 'Config details' })
        .or(page.getByRole('complementary', { name: 'Config details' })),
    ).toContainText('Kubernetes::Pod');
    await expect(
      page.getByRole('navigation', { name: 'Config sections' }).getByRole('link', { name: /Changes/ }),
    ).toBeVisible();
    const gutter = page.locator('.cm-lineNumbers .cm-gutterElement');
    await expect(gutter.nth(3)).toBeVisible({ timeout: 30_000 });
    await gutter.filter({ hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/selected=2/);
    await gutter.filter({ hasText: /^4$/ }).click({ modifiers: ['Shift'] });
    await expect(page).toHaveURL(/selected=2&selected=3&selected=4/);
    await expect(page.getByText('Selected lines: 2, 3, 4')).toBeVisible();

    // 'Link to Incident' attaches a config evidence with the selected lines to a new incident.
    const configId = /\/catalog\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await page.getByRole('button', { name: 'Link to Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    const incident = dialog
      .getByRole('combobox', { name: 'Incident' })
      .or(dialog.getByRole('button', { name: /Incident/ }))
      .first();
    await incident.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Create new incident' }).click();
    const title = `Pod evidence ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Incident title' }).fill(title);
    for (const [field, choice] of [
      ['Severity', 'High'],
      ['Type', 'Availability'],
    ] as const) {
      await dialog
        .getByRole('button', { name: new RegExp(field) })
        .first()
        .click();
      await page.getByRole('option', { name: choice, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByText('Linked to incident successfully')).toBeVisible();
    await expect
      .poll(
        async () => {
          const res = await page.request.get(
            `/api/db/evidences?config_id=eq.${configId}&type=eq.config&select=description,evidence`,
          );
          const rows = (await res.json()) as {
            description: string;
            evidence: { selected_lines?: number[]; lines?: string[] } | null;
          }[];
          return rows.map((r) => ({
            lines: r.evidence?.selected_lines,
            has: (r.evidence?.lines?.length ?? 0) > 4,
          }));
        },
        { timeout: 30_000 },
      )
      .toContainEqual({ lines: [2, 3, 4], has: true });

    await page.goto('/catalog/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByText('Details not found')).toBeVisible({ timeout: 30_000 });
  });

  test('offline: the summary, the drill-down, search and a synced item still answer', async ({
    page,
    context,
  }) => {
    await openCatalog(page);
    await goOffline(context);
    await drillIntoPods(page);
    await page.getByRole('searchbox', { name: 'Search for configs' }).fill('web');
    await expect(page).toHaveURL(/search=web/);
    await expect(list(page).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Catalog', exact: true }).first().click();
    await expect(summary(page)).toBeVisible();

    // An item not on this device says so offline (not an endless 'Loading', not 'Details not found').
    await page.evaluate(() => {
      history.pushState({}, '', '/catalog/00000000-0000-4000-8000-00000000beef');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByText(
        'This config is not on this device and you are offline; it loads when the connection returns.',
      ),
    ).toBeVisible();
  });
});
