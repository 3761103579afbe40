// The shapes a feature receives from the sync client, named where features may import them (the
// lint lets features reach src/sync only through client/, collections/, mutators/ and the query
// schema). Type-only: the engine's internals can move without touching a screen.
export type { CollectionStatus, OutboxItem, SyncStatus } from '../runtime/protocol.ts';
export type { OutboxNotice } from '../outbox/notice-log.ts';
export type { GroupResult, ValueCount } from '../query/aggregates.ts';
export type { MapValueCount } from '../query/map-facets.ts';
export type { QueryResult } from '../query/live-query.ts';
export type { SearchAnswer, SearchRequest } from '../runtime/search.ts';
export type { SearchAheadHandle } from './search-ahead.ts';
