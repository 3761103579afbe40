// Every named mutator the console can queue, one file per collection next to this one; the worker
// builds its registry from this list. Names are stored with queued writes: never rename one.
import type { AnyMutator } from '../outbox/mutator.ts';
import { deleteAgent, updateAgent } from './agents.ts';
import { createCanary, deleteCanary, updateCanary } from './canaries.ts';
import { createComment } from './comments.ts';
import { createConnection, deleteConnection, updateConnection } from './connections.ts';
import { createConfigScraper, deleteConfigScraper, updateConfigScraper } from './config-scrapers.ts';
import { createEvidence, deleteEvidence, updateEvidence } from './evidences.ts';
import { createFeatureFlag, deleteFeatureFlag, updateFeatureFlag } from './feature-flags.ts';
import { createHypothesis, deleteHypothesisPart, updateHypothesis } from './hypotheses.ts';
import { createIncident, updateIncident } from './incidents.ts';
import { createIncidentRule, deleteIncidentRule, updateIncidentRule } from './incident-rules.ts';
import type { LocalData } from './local-data.ts';
import { createNotification, updateNotification } from './notifications.ts';
import { createPlaybook, deletePlaybook, queueRun, updatePlaybook } from './playbooks.ts';
import { createResponder, removeResponder } from './responders.ts';
import { addTeamMembers, removeTeamMember } from './team-members.ts';
import { createTeam, deleteTeam, updateTeam } from './teams.ts';
import { createTopology, deleteTopology, updateTopology } from './topologies.ts';
import { createLoggingBackend, deleteLoggingBackend, updateLoggingBackend } from './logging-backends.ts';

export const allMutators: readonly AnyMutator<LocalData>[] = [
  // Soft deletes of the settings resources (spec §7)
  deleteCanary,
  deleteConfigScraper,
  deleteTopology,
  deleteLoggingBackend,
  deleteTeam,
  deleteIncidentRule,
  createIncident,
  updateIncident,
  createHypothesis,
  updateHypothesis,
  deleteHypothesisPart,
  createComment,
  createEvidence,
  updateEvidence,
  deleteEvidence,
  createResponder,
  removeResponder,
  createFeatureFlag,
  updateFeatureFlag,
  deleteFeatureFlag,
  updateAgent,
  deleteAgent,
  createTeam,
  updateTeam,
  addTeamMembers,
  removeTeamMember,
  createIncidentRule,
  updateIncidentRule,
  createNotification,
  updateNotification,
  createConnection,
  updateConnection,
  deleteConnection,
  createPlaybook,
  updatePlaybook,
  deletePlaybook,
  queueRun,
  createCanary,
  updateCanary,
  createConfigScraper,
  updateConfigScraper,
  createTopology,
  updateTopology,
  createLoggingBackend,
  updateLoggingBackend,
];
