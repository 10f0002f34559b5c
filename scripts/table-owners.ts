/**
 * `npm run check:owners`: every table has one owning module (apps/server/src/db/owners.ts, ADR 0044), and a module
 * neither imports the schema of a table it does not own, nor writes one in SQL (`insert into`, `update`, `delete
 * from`), nor reads one in SQL (`from`, `join`): others read through the views its owner exports
 * (`db/read/<owner>.ts`, held to the same rule). The demo seed
 * (`src/seed`, ADR 0047) owns no table. What the modules still do against it is listed, with the reason, in
 * scripts/table-owners-debts.json: the check fails on anything else, and on a listed debt that is paid (so the list
 * only shrinks).
 *
 *   npx tsx scripts/table-owners.ts [--root DIR] [--debts FILE]
 *   (DIR: a server `src` folder, the project's by default; FILE: the debts, scripts/table-owners-debts.json by default)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootArg = process.argv.indexOf('--root');
const src = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]!) : path.join(here, '../apps/server/src');
const { TABLE_OWNERS } = (await import(path.join(src, 'db/owners.ts'))) as {
  TABLE_OWNERS: Record<string, string>;
};
const debtsArg = process.argv.indexOf('--debts');
const debtsFile =
  debtsArg > 0 ? path.resolve(process.argv[debtsArg + 1]!) : path.join(here, 'table-owners-debts.json');
const debts = new Set<string>((JSON.parse(readFileSync(debtsFile, 'utf8')) as { debts: string[] }).debts);

/** The schema's exported table objects and their SQL names. */
const tableOf = new Map<string, string>();
const schemaDir = path.join(src, 'db/schema');
for (const file of readdirSync(schemaDir)) {
  const text = readFileSync(path.join(schemaDir, file), 'utf8');
  for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tableOf.set(m[1]!, m[2]!);
}
const problems: string[] = [];
for (const table of tableOf.values()) {
  if (!(table in TABLE_OWNERS)) problems.push(`table ${table} has no owner in db/owners.ts`);
}

const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const found = new Set<string>();
const sourcesOf = (dir: string) =>
  (existsSync(path.join(src, dir))
    ? readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    : []
  )
    .filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/(^|[\\/])test-(fixtures|helpers)\.ts$/.test(f),
    )
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`);
// A module's files are checked against what it owns, and so is its views' file `db/read/<module>.ts` (what others
// may read of its tables); the demo seed's (ADR 0047) against nothing: it writes through the owners' bulk writers.
for (const where of [...sourcesOf('modules'), ...sourcesOf('db/read'), ...sourcesOf('seed')]) {
  const module = where.startsWith('seed/')
    ? 'seed'
    : where.startsWith('db/read/')
      ? path.basename(where, '.ts')
      : where.split('/')[1]!;
  const text = stripComments(readFileSync(path.join(src, where), 'utf8'));
  for (const m of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(?:[./]*db\/schema|\.\.\/schema)(?:\/\w+)?'/g,
  )) {
    for (const name of m[1]!.split(',').map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )) {
      const table = tableOf.get(name);
      if (table && TABLE_OWNERS[table] !== module) found.add(`${where} imports the schema of ${table}`);
    }
  }
  for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
    const table = m[2]!;
    if (table in TABLE_OWNERS && TABLE_OWNERS[table] !== module) found.add(`${where} writes ${table}`);
  }
  // Reading another's table in SQL goes through the view its owner exports (`join ${viewAs(doctorView, 'd')}`).
  for (const m of text.matchAll(/(?<!delete\s)\b(from|join)\s+"?(\w+)"?/gi)) {
    const table = m[2]!;
    if (table in TABLE_OWNERS && TABLE_OWNERS[table] !== module) found.add(`${where} reads ${table}`);
  }
}

for (const entry of found)
  if (!debts.has(entry))
    problems.push(`${entry}, which ${TABLE_OWNERS[entry.split(' ').at(-1)!] ?? '?'} owns`);
for (const debt of debts)
  if (!found.has(debt)) problems.push(`paid: remove "${debt}" from scripts/table-owners-debts.json`);

if (problems.length) {
  console.error(
    `table owners (ADR 0044): ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `table owners: ${tableOf.size} tables; no module writes or imports another's beyond the ${debts.size} listed debts`,
);
