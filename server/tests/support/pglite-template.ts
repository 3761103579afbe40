import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrationFiles } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';

// PGlite's initdb takes ~2 s of a test file's start and the migrations ~0.4 s more; loading a tar
// of the same data directory takes ~0.35 s. A template is built once, named by what goes into it
// (PGlite's version, and for 'migrated' every migration and the migrator), so a changed migration
// builds a new one. Two test workers may both build a missing one at first; each writes its own
// file and renames it into place, so neither reads a half-written tar.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DIR = join(ROOT, '.tmp', 'pglite-templates');
const MIGRATIONS_DIR = join(ROOT, 'server', 'db', 'migrations');
const MIGRATOR = join(ROOT, 'server', 'db', 'migrate.ts');
// Its exports map hides package.json from require; read the file.
const PGLITE_PACKAGE = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');

export type TemplateKind = 'empty' | 'migrated';

const building = new Map<TemplateKind, Promise<string>>();

function templateName(kind: TemplateKind): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(PGLITE_PACKAGE));
  if (kind === 'migrated') {
    hash.update(readFileSync(MIGRATOR));
    for (const file of migrationFiles()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return `${kind}-${hash.digest('hex').slice(0, 16)}.tar`;
}

async function build(kind: TemplateKind): Promise<string> {
  const path = join(DIR, templateName(kind));
  if (existsSync(path)) return path;
  mkdirSync(DIR, { recursive: true });
  const db = await openPglite(null);
  try {
    if (kind === 'migrated') await migrate(db);
    const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await db.dumpTo(partial);
    renameSync(partial, path);
  } finally {
    await db.close();
  }
  return path;
}

/** The path of a tar of a fresh PGlite data directory, empty or migrated, for openPglite's `loadFrom`. */
export function pgliteTemplate(kind: TemplateKind): Promise<string> {
  let pending = building.get(kind);
  if (pending === undefined) {
    pending = build(kind);
    // A failed build is tried again by the next caller, not remembered.
    pending.catch(() => building.delete(kind));
    building.set(kind, pending);
  }
  return pending;
}
