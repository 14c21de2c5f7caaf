// The module boundary check (architecture guide, section 1; ADR 0033). Fails the lint step when:
// 1. a server module imports another module's internals instead of its index.ts, or the web's modules reach into
//    each other's internals;
// 2. the imports between modules (server, and web) form a cycle: the cycle is printed, one file per edge;
// 3. a server module writes a table another module owns (the owner is the module whose tables.ts defines it):
//    drizzle insert(x) / update(x) / delete(x) of an imported table object, or an SQL text's insert into / update /
//    delete from naming the table's SQL name;
// 4. a module other than org reads or writes staff_assignments (issue 16: one owner for the tenancy scope's data);
// 5. a server module runs an SQL text (runSql) that is not a registered statement (sqlText / sqlTexts of
//    platform/db/statement.ts), so the PostgreSQL pass can prepare every text against the migrated schema;
// 6. a server module writes a company filter by hand (`eq(t.companyId, …)` against a value, or against the session's
//    company) instead of the one tenancy scope of org/tenancy.ts (`scoped`, `scopedById`, `ofCompany`; ADR 0034).
//    The files in scripts/tenancy-allow.json may keep the number of hand-written filters listed there, each with its
//    reason (an insert's values, seeding, the company of a row already read through the scope, or not converted yet).
import fs from 'node:fs';
import path from 'node:path';

const roots = [
  { dir: 'apps/server/src/modules', label: 'server' },
  { dir: 'apps/web/src/modules', label: 'web' },
];
const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const walk = (d) =>
  fs.existsSync(d)
    ? fs
        .readdirSync(d, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]))
    : [];
const moduleOf = (root, file) => {
  const rel = path.relative(root, file);
  // Files directly in modules/ (the module list) belong to no module.
  return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0];
};
const rel = (f) => path.relative(process.cwd(), f);
const lineOf = (src, index) => src.slice(0, index).split('\n').length;
const isSource = (f) => /\.(ts|tsx)$/.test(f);
/** Test files beside the code are not part of a module's runtime graph (they may set up another module's rows). */
const isTest = (f) => /\.test\.tsx?$/.test(f);

const problems = [];

// --- 1 and 2: imports through index.ts only, and the graph between modules --------------------------------------
/** label → Map<from, Map<to, "file:line">> */
const graphs = new Map();
const scan = (files, root, label, isPublic) => {
  const graph = new Map();
  graphs.set(label, graph);
  for (const file of files.filter(isSource)) {
    const src = fs.readFileSync(file, 'utf8');
    const fromModule = moduleOf(root, file);
    for (const m of src.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const targetModule = moduleOf(root, target);
      if (!targetModule) continue;
      if (fromModule === targetModule) continue;
      if (!isPublic(path.relative(path.join(root, targetModule), target))) problems.push(`${file}: imports ${spec}`);
      if (!fromModule || isTest(file)) continue;
      const edges = graph.get(fromModule) ?? new Map();
      graph.set(fromModule, edges);
      if (!edges.has(targetModule)) edges.set(targetModule, `${rel(file)}:${lineOf(src, m.index)}`);
    }
  }
};
for (const { dir, label } of roots) {
  const root = path.resolve(dir);
  // src/schema.ts gathers every module's tables for drizzle: a composition root, like modules/index.ts.
  const schemaFile = path.resolve('apps/server/src/schema.ts');
  const all = walk(path.resolve(label === 'server' ? 'apps/server' : 'apps/web')).filter((f) => f !== schemaFile);
  // Server: only a module's index.ts is public. Web: pages are public to the router only; components/hooks via index.
  scan(all, root, label, (r) =>
    label === 'server' ? /^index(\.ts)?$/.test(r) : /^index(\.tsx?)?$/.test(r) || r.startsWith('pages'),
  );
}

/** Strongly connected components (Tarjan); each one of more than one module holds a cycle. */
const components = (graph) => {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((e) => [...e.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  let n = 0;
  const visit = (v) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return out;
};
/** The shortest cycle through `start` inside one component (breadth first). */
const cycleThrough = (graph, start, inside) => {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path_ = [v];
        for (let p = prev.get(v); p; p = prev.get(p)) path_.unshift(p);
        return [...path_, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
};
for (const [label, graph] of graphs) {
  for (const component of components(graph)) {
    const cycle = cycleThrough(graph, component[0], new Set(component));
    const steps = cycle.slice(1).map((to, i) => `  ${cycle[i]} → ${to}  (${graph.get(cycle[i]).get(to)})`);
    problems.push(
      `Import cycle between ${label} modules ${component.join(', ')}; for example:\n${steps.join('\n')}` +
        `\n  (break it with a port the lower module declares and the upper one registers: ADR 0033)`,
    );
  }
}

// --- 3 and 4: table owners --------------------------------------------------------------------------------------
const serverRoot = path.resolve('apps/server/src/modules');
const serverFiles = walk(serverRoot).filter((f) => isSource(f) && !isTest(f) && moduleOf(serverRoot, f));
/** SQL name → owner module; exported table name → { owner, sqlName }. */
const ownerOfSqlName = new Map();
const tableObjects = new Map();
for (const file of serverFiles.filter((f) => path.basename(f) === 'tables.ts')) {
  const owner = moduleOf(serverRoot, file);
  const src = fs.readFileSync(file, 'utf8');
  for (const m of src.matchAll(/export const (\w+) = pgTable\(\s*['"](\w+)['"]/g)) {
    ownerOfSqlName.set(m[2], owner);
    tableObjects.set(`${owner}:${m[1]}`, { owner, sqlName: m[2] });
  }
}
const namedImportRe = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
/** Comments out, strings kept: an English "update the order" in a comment is not an SQL text. */
const withoutComments = (src) =>
  src.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const sqlWriteRe = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
for (const file of serverFiles) {
  const module = moduleOf(serverRoot, file);
  const src = withoutComments(fs.readFileSync(file, 'utf8'));
  const where = (i) => `${rel(file)}:${lineOf(src, i)}`;
  /** Local name → the foreign table it names. */
  const foreign = new Map();
  for (const m of src.matchAll(namedImportRe)) {
    if (!m[2].startsWith('.')) continue;
    const target = moduleOf(serverRoot, path.resolve(path.dirname(file), m[2]));
    if (!target || target === module) continue;
    for (const part of m[1].split(',')) {
      const [name, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const table = name && tableObjects.get(`${target}:${name}`);
      if (table) foreign.set(local ?? name, table);
    }
  }
  for (const m of src.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = foreign.get(m[2]);
    if (!table) continue;
    problems.push(`${where(m.index)}: ${m[1]}(${m[2]}) writes ${table.owner}'s table ${table.sqlName}`);
  }
  for (const m of src.matchAll(sqlWriteRe)) {
    const owner = ownerOfSqlName.get(m[2]);
    if (owner && owner !== module)
      problems.push(`${where(m.index)}: the SQL text "${m[1]} ${m[2]}" writes ${owner}'s table ${m[2]}`);
  }
  if (module !== 'org') {
    const local = [...foreign].filter(([, t]) => t.sqlName === 'staff_assignments').map(([l]) => l);
    const uses = [
      ...local.flatMap((l) => [...src.matchAll(new RegExp(`\\b${l}\\b`, 'g'))].slice(1, 2)),
      ...src.matchAll(/\bstaff_assignments\b/g),
    ];
    if (uses.length)
      problems.push(`${where(uses[0].index)}: only org reads or writes staff_assignments (use org's index)`);
  }
}

// --- 5: every SQL text a module runs is a registered statement --------------------------------------------------
for (const file of serverFiles) {
  const src = withoutComments(fs.readFileSync(file, 'utf8'));
  for (const m of src.matchAll(/\brunSql\(\s*\w+\s*,\s*([^,]+),/g)) {
    const arg = m[1].trim();
    const name = arg.match(/^([A-Za-z_$][\w$]*)(\(|$)/)?.[1];
    const registered =
      name &&
      new RegExp(
        `\\b(?:const|let)\\s+${name.replace('$', '\\$')}\\s*=\\s*(?:sqlText|sqlTexts)\\(|\\bimport\\s*\\{[^}]*\\b${name}\\b`,
      ).test(src);
    if (!registered)
      problems.push(
        `${rel(file)}:${lineOf(src, m.index)}: runSql's text must be a registered statement ` +
          `(a const defined with sqlText or sqlTexts of platform/db/statement.ts), not ${arg.slice(0, 40)}`,
      );
  }
}

// --- 6: one tenancy scope -------------------------------------------------------------------------------------------
const tableNames = new Set([...tableObjects.keys()].map((k) => k.split(':')[1]));
/** The argument list of the call whose '(' is at `open`, split at its top-level commas. */
const argsAt = (src, open) => {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) {
        args.push(src.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(src.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
};
const isColumn = (a) => tableNames.has(a.match(/^(\w+)\.\w+$/)?.[1]);
const isCompanyColumn = (a) => isColumn(a) && a.endsWith('.companyId');
const isSessionCompany = (a) => /^(?:\w+\.)*(?:s|session)\.companyId$/.test(a);
const tenancyFile = path.join(serverRoot, 'org', 'tenancy.ts');
const allowFile = path.resolve('scripts/tenancy-allow.json');
const allowed = JSON.parse(fs.readFileSync(allowFile, 'utf8')).files;
const handFilters = new Map();
for (const file of serverFiles) {
  if (file === tenancyFile) continue;
  const src = withoutComments(fs.readFileSync(file, 'utf8'));
  for (const m of src.matchAll(/\beq\(/g)) {
    const [a = '', b = ''] = argsAt(src, m.index + 2);
    const hand =
      (isCompanyColumn(a) && !isColumn(b)) ||
      (isCompanyColumn(b) && !isColumn(a)) ||
      isSessionCompany(a) ||
      isSessionCompany(b);
    if (!hand) continue;
    const r = rel(file);
    const list = handFilters.get(r) ?? [];
    list.push(`${r}:${lineOf(src, m.index)}: eq(${a}, ${b})`);
    handFilters.set(r, list);
  }
}
for (const [file, list] of handFilters) {
  const max = allowed[file]?.count ?? 0;
  if (list.length > max)
    problems.push(
      `${list.join('\n')}\n  ${file}: ${list.length} hand-written company filter(s), ${max} allowed: use org's scoped, ` +
        `scopedById or ofCompany (ADR 0034), or justify it in scripts/tenancy-allow.json`,
    );
}
const stale = Object.entries(allowed).filter(([f, a]) => (handFilters.get(f)?.length ?? 0) < a.count);
if (stale.length)
  console.log(`tenancy allow-list: fewer hand-written filters than allowed in ${stale.map(([f]) => f).join(', ')}`);

if (problems.length) {
  console.error('Module boundary violations (ADR 0033):\n' + problems.join('\n'));
  process.exit(1);
}
console.log('module boundaries: ok');
