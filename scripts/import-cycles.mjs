// Part of `npm run lint`: no two files of the server or the web app import each other, directly or through others, type
// imports included (issue 32). Modules that import each other cannot be understood, tested or changed one at a time: a
// module declares the small interface it needs, and the app (apps/server/src/app.ts, apps/web/src/app) wires them.
// eslint-plugin-import-x's no-cycle skips type imports, and it took over a minute here; this reads each file once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The source trees checked, and the import aliases each resolves (apps/web's tsconfig paths). */
const TREES = [
  { dir: 'apps/server/src', aliases: {} },
  { dir: 'apps/web/src', aliases: { '@/': 'apps/web/src/' } },
  { dir: 'packages/contract/src', aliases: {} },
];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, or null for a package. './x.js' may name x.ts, as TypeScript allows. */
function resolveImport(from, specifier, aliases) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = path.join(root, aliases[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** Every file's imports (type imports and re-exports included), resolved to files. */
function importGraph() {
  const graph = new Map();
  for (const { dir, aliases } of TREES) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName, aliases)).filter(Boolean);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan), or a file that imports itself. */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One path around a component, for the message: from its first file back to it. */
function loopThrough(graph, component) {
  const members = new Set(component);
  const start = component[component.length - 1];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = file; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}

const graph = importGraph();
const found = cycles(graph);
if (found.length > 0) {
  console.error(`Import cycles (${found.length}): a module declares the interface it needs, and the app wires modules together.`);
  for (const component of found)
    console.error(
      `  ${loopThrough(graph, component)
        .map((file) => path.relative(root, file))
        .join('\n    -> ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles in ${graph.size} files.`);
