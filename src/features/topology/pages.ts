// The topology pages, one chunk loaded on demand by their routes (src/app/routes/topology-routes.tsx).
export { TopologyDashboardPage } from './dashboard/dashboard-page.tsx';
export { ComponentPage } from './component/component-page.tsx';
export { PublicComponentPage } from './public-view/public-component-page.tsx';
