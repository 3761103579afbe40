import { z } from 'zod';

/**
 * A schema that is built the first time it parses, not when its module loads. zod's classic API
 * gives every schema, nested ones included, its own set of methods, so building one costs
 * allocation and first-run code: the schemas of the console's entry graph took about 10 ms of CPU
 * in its first task on a cold start, the task the cold-sync budget keeps under 50 ms (decision
 * 0012). Wrap the module-level schemas of code that runs at start with it.
 */
export const builtOnFirstUse = <T extends z.ZodType>(build: () => T): z.ZodLazy<T> => z.lazy(build);
