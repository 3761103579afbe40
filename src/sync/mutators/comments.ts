// Comment writes: a comment depends on its hypothesis (a failed hypothesis blocks its comments).
import { z } from 'zod';
import { comments, personRefSchema } from '../collections/comments.ts';
import { createMutator, label, on, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const createComment = createMutator({
  name: 'comments.create',
  collection: comments,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      incident_id: uuid,
      hypothesis_id: uuid,
      comment: z.string().trim().min(1),
      created_by: uuid,
      created_at: when,
      /** Shown on the optimistic row; not sent. */
      author: personRefSchema.optional(),
      label,
    }),
  ),
  entities: (a) => [`comment:${a.id}`, `hypothesis:${a.hypothesis_id}`],
  describe: (a) => on('Comment', a.label),
  row: ({ label: _label, author, ...fields }) => ({
    ...fields,
    author: author ?? null,
    updated_at: fields.created_at,
  }),
  body: ({ label: _label, author: _author, ...body }) => body,
});
