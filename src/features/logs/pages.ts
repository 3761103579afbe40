// The logs page, one chunk loaded on demand by its route (src/app/routes/logs-route.tsx).
export { LogsPage } from './logs-page.tsx';
