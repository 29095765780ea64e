/**
 * The portal's screens as the build needs them: the module (`auth/LoginPage`, under
 * `src/client/features`) behind each loader the features' index files declare. The portal imports
 * those loaders (app/screens.ts); the build cannot run them, so it reads their `import()` calls:
 *
 * - `export const <feature>Screens = { login: () => import('./LoginPage'), … }`: the screens by name;
 * - `export const load<Part> = () => import('./Module')`: a part loaded on demand (`loadFrame`, the
 *   signed-in frame; the others only the frame loads).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FEATURES = path.resolve(import.meta.dirname, '../src/client/features');

/** `() => import('./X')` → `X`, or undefined. */
function importedModule(node) {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const call = node.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [spec] = call.arguments;
  return spec && ts.isStringLiteral(spec) && spec.text.startsWith('./') ? spec.text.slice(2) : undefined;
}

/** @returns {{ screens: Record<string, string>, loaders: Record<string, string> }} */
export function screenModules(features = FEATURES) {
  const screens = {};
  const loaders = {};
  for (const feature of readdirSync(features).sort()) {
    const index = path.join(features, feature, 'index.ts');
    if (!existsSync(index)) continue;
    const source = ts.createSourceFile(index, readFileSync(index, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const decl of statement.declarationList.declarations) {
        const name = decl.name.getText(source);
        let init = decl.initializer;
        while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
        if (/^load[A-Z]/.test(name)) {
          const module = importedModule(init);
          if (!module) throw new Error(`${feature}/index.ts: ${name} is not \`() => import('./Module')\``);
          loaders[name] = `${feature}/${module}`;
        } else if (/Screens$/.test(name) && init && ts.isObjectLiteralExpression(init)) {
          for (const prop of init.properties) {
            const module = ts.isPropertyAssignment(prop) ? importedModule(prop.initializer) : undefined;
            if (!module) throw new Error(`${feature}/index.ts: every entry of ${name} is \`name: () => import('./Module')\``);
            const screen = prop.name.getText(source);
            if (screens[screen]) throw new Error(`screen ${screen} is declared twice`);
            screens[screen] = `${feature}/${module}`;
          }
        }
      }
    }
  }
  if (!loaders.loadFrame) throw new Error('no feature declares loadFrame');
  return { screens, loaders };
}

/** The signed-in frame's module, and the modules only the frame loads later. */
export function frameModules(modules = screenModules()) {
  const { loadFrame, ...rest } = modules.loaders;
  return { frame: loadFrame, onDemand: Object.values(rest) };
}
