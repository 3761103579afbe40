// Entry point for route files (src/app/routes) to mount the link-to-incident flow in other
// areas' screens through a slot/render prop. See link-to-incident-dialog.tsx.
export {
  LinkToIncident,
  LinkToIncidentDialog,
  type LinkToIncidentProps,
} from './link-to-incident-dialog.tsx';
export type { FirstEvidence as IncidentEvidenceInput } from '../list/use-create-incident.ts';
