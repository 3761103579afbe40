// Every synced collection. Each area declares its collections in a file next to this one and
// lists them here; the worker syncs and indexes exactly these.
import { erased, type AnySyncedCollection } from '../registry/synced-collection.ts';
import { agents } from './agents.ts';
import { components } from './components.ts';
import { featureFlags } from './feature-flags.ts';
import { people } from './people.ts';
import { playbookRunActions } from './playbook-run-actions.ts';
import { playbookRuns } from './playbook-runs.ts';
import { playbooks } from './playbooks.ts';
import { teams } from './teams.ts';
import { canaries } from './canaries.ts';
import { checks } from './checks.ts';
import { configItems } from './config-items.ts';
import { connections } from './connections.ts';
import { configScrapers } from './config-scrapers.ts';
import { comments } from './comments.ts';
import { evidences } from './evidences.ts';
import { hypotheses } from './hypotheses.ts';
import { incidentHistories } from './incident-histories.ts';
import { incidentRules } from './incident-rules.ts';
import { incidents } from './incidents.ts';
import { jobHistories } from './job-histories.ts';
import { notifications } from './notifications.ts';
import { responders } from './responders.ts';
import { topologies } from './topologies.ts';
import { loggingBackends } from './logging-backends.ts';

export const syncedCollections: readonly AnySyncedCollection[] = [
  // health (issue 5)
  erased(checks),
  erased(canaries),
  // catalogue (issue 6)
  erased(configItems),
  // catalogue scrapers (issue 25), a few dozen rows
  erased(configScrapers),
  // incidents (issue 7)
  erased(incidents),
  erased(hypotheses),
  erased(comments),
  erased(evidences),
  erased(responders),
  erased(incidentHistories),
  // shared sets: people, teams, agents, topology components, playbooks and runs, feature flags (properties)
  erased(people),
  erased(teams),
  erased(agents),
  erased(components),
  erased(playbooks),
  erased(playbookRuns),
  // the runs' actions (issue 23), so that every synced run's details read offline
  erased(playbookRunActions),
  erased(featureFlags),
  // settings: job history (issue 24), the last 7 days
  erased(jobHistories),
  // settings: incident rules (issue 24), a few dozen rows
  erased(incidentRules),
  // settings: notification rules (issue 24); their send statistics are an online read
  erased(notifications),
  // settings: connections (issue 25), admins only; secrets are never synced (connections.ts)
  erased(connections),
  // settings: topologies and log backends (issue 25), a few dozen rows each
  erased(topologies),
  erased(loggingBackends),
];
