import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repo, 'scripts/table-owners.ts');
const tsx = path.join(repo, 'node_modules/.bin/tsx');

/** The check's exit code and output on a server `src` tree (`root`) with a debts file. */
async function check(root: string, debts: string) {
  try {
    const { stdout } = await run(tsx, [script, '--root', root, '--debts', debts], { cwd: repo });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the table owners check (npm run check:owners, ADR 0044)', () => {
  let root: string;
  let noDebts: string;
  beforeAll(async () => {
    // A server tree of the project's owners and schema, and one module of its own.
    root = await mkdtemp(path.join(tmpdir(), 'lumi-owners-'));
    await cp(path.join(repo, 'apps/server/src/db'), path.join(root, 'db'), { recursive: true });
    await mkdir(path.join(root, 'modules/probe'), { recursive: true });
    noDebts = path.join(root, 'debts.json');
    await writeFile(noDebts, JSON.stringify({ debts: [] }));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const probe = (text: string) => writeFile(path.join(root, 'modules/probe/repository.ts'), text);

  it('passes the project as it is', async () => {
    const { code, output } = await check(
      path.join(repo, 'apps/server/src'),
      path.join(repo, 'scripts/table-owners-debts.json'),
    );
    expect(code, output).toBe(0);
  });

  it('refuses a module that writes a table it does not own in SQL', async () => {
    await probe(
      "import { sql } from 'drizzle-orm';\nexport const q = sql`update bookings set status = 'completed'`;\n",
    );
    const { code, output } = await check(root, noDebts);
    expect(code).toBe(1);
    expect(output).toContain('modules/probe/repository.ts writes bookings, which bookings owns');
  });

  it("refuses a module that imports another module's table schema", async () => {
    await probe("import { orders } from '../../db/schema';\nexport const t = orders;\n");
    const { code, output } = await check(root, noDebts);
    expect(code).toBe(1);
    expect(output).toContain('modules/probe/repository.ts imports the schema of orders, which orders owns');
  });

  it("refuses a module that reads another's table in SQL, and lets it read through the owner's view", async () => {
    await probe(
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select count(*) from bookings b join doctors d on d.id = b.doctor_id`;\n",
    );
    const refused = await check(root, noDebts);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('modules/probe/repository.ts reads bookings, which bookings owns');
    expect(refused.output).toContain('modules/probe/repository.ts reads doctors, which doctors owns');
    await probe(
      "import { sql } from 'drizzle-orm';\nimport { viewAs } from '../../db/views';\n" +
        "import { bookingView } from '../bookings/views';\nimport { doctorView } from '../doctors/views';\n" +
        "export const q = sql`select count(*) from ${viewAs(bookingView, 'b')} join ${viewAs(doctorView, 'd')} on d.id = b.doctor_id`;\n",
    );
    const { code, output } = await check(root, noDebts);
    expect(code, output).toBe(0);
  });

  it('refuses the demo seed writing or importing the schema of any table (it owns none, ADR 0047)', async () => {
    await probe('export const nothing = 0;\n');
    await mkdir(path.join(root, 'seed'), { recursive: true });
    const seed = path.join(root, 'seed/probe.ts');
    await writeFile(
      seed,
      "import { sql } from 'drizzle-orm';\nimport { users } from '../db/schema';\n" +
        'export const t = users;\nexport const q = sql`insert into products (name) values (1)`;\n',
    );
    const { code, output } = await check(root, noDebts);
    await rm(seed);
    expect(code).toBe(1);
    expect(output).toContain('seed/probe.ts imports the schema of users, which auth owns');
    expect(output).toContain('seed/probe.ts writes products, which catalog owns');
  });

  it('fails on a listed debt that is paid, so that the list only shrinks', async () => {
    await probe('export const nothing = 0;\n');
    const paid = path.join(root, 'paid.json');
    await writeFile(paid, JSON.stringify({ debts: ['modules/probe/repository.ts writes orders'] }));
    const { code, output } = await check(root, paid);
    expect(code).toBe(1);
    expect(output).toContain('paid: remove "modules/probe/repository.ts writes orders"');
  });
});
