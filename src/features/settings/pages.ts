// The settings pages, one chunk loaded on demand by their routes (src/app/routes/settings-routes.tsx).
export { FeatureFlagsPage } from './feature-flags/feature-flags-page.tsx';
export { JobHistoryPage } from './job-history/job-history-page.tsx';
export { AgentsPage } from './agents/agents-page.tsx';
export { NotificationsPage } from './notifications/notifications-page.tsx';
export { EventQueuePage } from './event-queue/event-queue-page.tsx';
export { ResourceDetailPage, ResourceListPage } from './resources/pages.tsx';
export { UsersPage } from './users/users-page.tsx';
