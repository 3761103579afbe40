// The health area's public surface for the route files.
export { HealthPage, type HealthPageProps } from './page/health-page.tsx';
export { healthSearchSchema, type HealthSearch } from './state/url-state.ts';
export type { EvidenceActionSlot } from './detail/check-drawer.tsx';
