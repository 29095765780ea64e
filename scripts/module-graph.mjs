// The codebase's rooms and doors, counted: server modules used only through their index.ts and never in a
// loop; portal features that import one another; database queries outside repositories; long functions.
// Fails on a server module cycle, a deep import between modules (ESLint refuses the latter too), an
// import between features, a query outside a repository or a function over 150 lines.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' || name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
const importsOf = (file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => path.resolve(path.dirname(file), m[1]));
};
const roomOf = (base, file) => {
  const rel = path.relative(base, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

// Server modules.
const modulesDir = path.join(root, 'src/server/modules');
const serverFiles = walk(path.join(root, 'src/server'));
const edges = new Map();
let deep = 0;
for (const file of serverFiles) {
  const from = roomOf(modulesDir, file);
  for (const target of importsOf(file)) {
    const to = roomOf(modulesDir, target);
    if (!to || to === from) continue;
    if (path.relative(path.join(modulesDir, to), target) !== '' && path.basename(target) !== 'index') {
      deep++;
      console.log(`  deep import: ${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
    if (from) (edges.get(from) ?? edges.set(from, new Set()).get(from)).add(to);
  }
}
const cycles = [];
const visit = (node, trail) => {
  for (const next of edges.get(node) ?? []) {
    const at = trail.indexOf(next);
    if (at >= 0) cycles.push([...trail.slice(at), next].join(' → '));
    else visit(next, [...trail, next]);
  }
};
for (const start of edges.keys()) visit(start, [start]);
const uniqueCycles = [...new Set(cycles.map((c) => c.split(' → ').slice(0, -1).sort().join(', ')))];
for (const c of uniqueCycles) console.log(`  modules in a loop: ${c}`);

// Portal features.
const featuresDir = path.join(root, 'src/client/features');
let featureImports = 0;
const featurePairs = new Set();
for (const file of walk(featuresDir)) {
  const from = roomOf(featuresDir, file);
  for (const target of importsOf(file)) {
    const to = roomOf(featuresDir, target);
    if (to && to !== from) {
      featureImports++;
      featurePairs.add(`${from} → ${to}`);
    }
  }
}

// Queries outside repositories: a call of select/insert/update/delete/execute on a database or transaction.
const repository = (file) => /(-repository|-store|repository)\.ts$/.test(file);
let queries = 0;
const queryFiles = new Set();
for (const file of serverFiles.filter((f) => !repository(f) && !f.includes(`${path.sep}seed${path.sep}`) && !f.includes(`${path.sep}db${path.sep}`))) {
  const found = readFileSync(file, 'utf8').match(/\b(?:db|tx|database\.db|app\.db|ctx\.tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/g);
  if (found) {
    queries += found.length;
    queryFiles.add(path.relative(root, file));
  }
}

// Functions longer than 150 lines anywhere in src/ and design-system/src.
const LONG = Number(process.env.LONG_LINES ?? 150);
const long = [];
for (const file of [...walk(path.join(root, 'src')), ...walk(path.join(root, 'design-system/src'))]) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const check = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      if (lines > LONG) long.push(`${path.relative(root, file)}:${lineOf(node.getStart(source)) + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, check);
  };
  check(source);
}

console.log(`server: ${edges.size} modules import others; ${deep} deep imports between modules; ${uniqueCycles.length} module loops`);
console.log(`portal: ${featureImports} imports between features, in ${featurePairs.size} pairs`);
console.log(`server: ${queries} database calls outside repositories, in ${queryFiles.size} files`);
// LONG_LINES=n lists every function over n lines (CI prints the first eight over 150).
const shown = process.env.LONG_LINES ? long : long.slice(0, 8);
console.log(`src: ${long.length} functions over ${LONG} lines${long.length ? `: ${shown.join(', ')}${long.length > shown.length ? ', …' : ''}` : ''}`);
// Each count that has reached zero stays there: a query outside a repository, an import between
// features or a function over 150 lines fails the run like a loop does.
const overLong = process.env.LONG_LINES ? 0 : long.length;
process.exit(deep || uniqueCycles.length || queries || featureImports || overLong ? 1 : 0);
