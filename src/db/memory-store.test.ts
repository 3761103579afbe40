import { createMemoryStoreProvider } from './memory-store.ts';
import { runStoreConformance } from './store.conformance.ts';

runStoreConformance('memory store', () => createMemoryStoreProvider());
