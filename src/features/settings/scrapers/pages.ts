// The catalogue scraper pages, one chunk, for Settings › Catalog Scraper and /catalog/scrapers
// (src/app/routes/settings-routes.tsx and catalog-routes.tsx).
export { ScrapersPage } from './scrapers-page.tsx';
export { ScraperDetailPage } from './scraper-detail-page.tsx';
export { ScraperEditor, type ScraperDraft } from './scraper-editor.tsx';
export type { ScraperPlace } from './scraper-place.ts';
