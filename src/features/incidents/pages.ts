// Route-level entry points of the incidents feature (one lazily loaded chunk).
export { IncidentsPage } from './list/incidents-page.tsx';
export { IncidentPage } from './detail/incident-page.tsx';
