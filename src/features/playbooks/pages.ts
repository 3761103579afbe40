// The playbooks area's pages, one chunk (docs/how-to.md "Add a page").
export { PlaybooksPage } from './list/playbooks-page.tsx';
export { PlaybookRunsPage } from './runs/runs-page.tsx';
export { PlaybookRunPage } from './run-detail/run-page.tsx';
