// Settings › Health Check's pages, one chunk (src/app/routes/settings-routes.tsx).
export { CanariesPage } from './canaries-page.tsx';
export { CanaryDetailPage } from './canary-detail-page.tsx';
