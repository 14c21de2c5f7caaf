// Fails when a server module imports another module's internals instead of its index.ts,
// or when the web's modules reach into each other's internals (architecture guide, section 1).
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

const problems = [];
const scan = (files, root, isPublic) => {
  for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f))) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const targetModule = moduleOf(root, target);
      if (!targetModule) continue;
      if (moduleOf(root, file) === targetModule) continue;
      if (!isPublic(path.relative(path.join(root, targetModule), target))) problems.push(`${file}: imports ${spec}`);
    }
  }
};
for (const { dir, label } of roots) {
  const root = path.resolve(dir);
  // src/schema.ts gathers every module's tables for drizzle: a composition root, like modules/index.ts.
  const schemaFile = path.resolve('apps/server/src/schema.ts');
  const all = walk(path.resolve(label === 'server' ? 'apps/server' : 'apps/web')).filter((f) => f !== schemaFile);
  // Server: only a module's index.ts is public. Web: pages are public to the router only; components/hooks via index.
  scan(all, root, (rel) =>
    label === 'server' ? /^index(\.ts)?$/.test(rel) : /^index(\.tsx?)?$/.test(rel) || rel.startsWith('pages'),
  );
}
if (problems.length) {
  console.error('Module boundary violations (import the module index.ts instead):\n' + problems.join('\n'));
  process.exit(1);
}
console.log('module boundaries: ok');
