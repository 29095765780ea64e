/**
 * Storybook's Controls / ArgTypes tables show what react-docgen-typescript reads from the design
 * system. This runs it with the options of `.storybook/main.ts` (`.storybook/docgen-options.ts`)
 * over every component that `design-system/src/index.ts` exports, in one TypeScript program, and
 * fails when a component is not found, when one of its own props (not one inherited from
 * node_modules: Fluent, HTML attributes) has no description, or when a default shown is not
 * the component's own. Parsing takes about 5 to 7 s.
 *
 * It runs in the unit project's jsdom environment: tests/unit/setup.ts needs `window`, and
 * TypeScript does not mind.
 */
import path from 'node:path';
import ts from 'typescript';
import docgen, { type ComponentDoc } from 'react-docgen-typescript';
import { createFilter } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgenParserOptions, docgenTsconfigPath, reactDocgenTypescriptOptions } from '../../../.storybook/docgen-options';

const designSystemIndex = path.resolve(path.dirname(docgenTsconfigPath), 'src', 'index.ts');

interface ExportedComponent {
  name: string;
  symbol: ts.Symbol;
  fileName: string;
  /** defaults the component's own code gives its props (destructuring), as docgen writes them */
  codeDefaults: Map<string, string | undefined>;
  doc: ComponentDoc | undefined;
}

/** The render function behind a component: through forwardRef / memo calls, casts and local names. */
function renderFunction(node: ts.Node | undefined, checker: ts.TypeChecker): ts.SignatureDeclaration | undefined {
  if (!node) return undefined;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return node;
  if (ts.isVariableDeclaration(node)) return renderFunction(node.initializer, checker);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return renderFunction(node.expression, checker);
  if (ts.isCallExpression(node)) return renderFunction(node.arguments[0], checker);
  if (ts.isIdentifier(node)) return renderFunction(checker.getSymbolAtLocation(node)?.valueDeclaration, checker);
  return undefined;
}

/**
 * Destructuring defaults of the props, in the parameter list or from the props parameter at the
 * top of the body: name → the literal as docgen shows it (strings unquoted), or undefined for an
 * expression (a function, a constant) whose text docgen may show differently.
 */
function codeDefaults(render: ts.SignatureDeclaration | undefined): Map<string, string | undefined> {
  const defaults = new Map<string, string | undefined>();
  const param = render?.parameters[0]?.name;
  if (!param) return defaults;
  const patterns: ts.ObjectBindingPattern[] = [];
  if (ts.isObjectBindingPattern(param)) patterns.push(param);
  else if (ts.isIdentifier(param) && render && 'body' in render && render.body && ts.isBlock(render.body)) {
    for (const statement of render.body.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isObjectBindingPattern(declaration.name) && declaration.initializer && ts.isIdentifier(declaration.initializer) && declaration.initializer.text === param.text) {
          patterns.push(declaration.name);
        }
      }
    }
  }
  for (const element of patterns.flatMap((pattern) => [...pattern.elements])) {
    if (!element.initializer) continue;
    const init = element.initializer;
    const name = (element.propertyName ?? element.name).getText();
    const literal =
      ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)
        ? init.text
        : ts.isNumericLiteral(init) || init.kind === ts.SyntaxKind.TrueKeyword || init.kind === ts.SyntaxKind.FalseKeyword || init.kind === ts.SyntaxKind.NullKeyword
          ? init.getText()
          : undefined;
    defaults.set(name, literal);
  }
  return defaults;
}

/** A default as shown, with the quotes of a JSDoc `@default 'medium'` taken off. */
const unquoted = (value: unknown) => String(value).replace(/^(['"`])(.*)\1$/s, '$2');

/** The value exports of index.ts that are components: a PascalCase name and a call signature. */
function exportedComponents(program: ts.Program): Omit<ExportedComponent, 'doc'>[] {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(designSystemIndex);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error(`${designSystemIndex} is not in the program of ${docgenTsconfigPath}`);
  return checker.getExportsOfModule(moduleSymbol).flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    if (!declaration || !/^[A-Z][a-z]/.test(exported.name)) return [];
    if (checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures().length === 0) return [];
    const render = renderFunction(declaration, checker);
    return [{ name: exported.name, symbol, fileName: path.resolve(declaration.getSourceFile().fileName), codeDefaults: codeDefaults(render) }];
  });
}

let components: ExportedComponent[] = [];

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(docgenTsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${docgenTsconfigPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const found = exportedComponents(program);
  const files = [...new Set(found.map((c) => c.fileName))];
  const docs = docgen.withCompilerOptions(config.options, docgenParserOptions).parseWithProgramProvider(files, () => program);
  components = found.map((c) => ({
    ...c,
    // By symbol, not by name: docgen once documented AppShell.tsx's SIDEBAR_WIDTH as "AppShell".
    doc: docs.find((d) => d.expression === c.symbol || d.rootExpression === c.symbol),
  }));
}, 60_000);

describe('design-system docgen (Storybook Controls)', () => {
  it('finds the exported components in files the Storybook docgen plugin transforms', () => {
    expect(components.length).toBeGreaterThan(40);
    const transformed = createFilter(reactDocgenTypescriptOptions.include, reactDocgenTypescriptOptions.exclude);
    const problems = components.flatMap(({ name, fileName, doc }) => [
      ...(transformed(fileName) ? [] : [`${name}: ${path.relative(process.cwd(), fileName)} is outside the docgen include`]),
      ...(doc ? [] : [`${name}: react-docgen-typescript finds no component "${name}" in ${path.relative(process.cwd(), fileName)}`]),
      ...(doc && doc.displayName !== name ? [`${name}: documented under the name "${doc.displayName}"`] : []),
      ...(doc && !doc.description.trim() ? [`${name}: the component has no description`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('every own prop of every exported component has a description', () => {
    const problems = components.flatMap(({ name, doc }) =>
      Object.values(doc?.props ?? {})
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${name}.${prop.name} has no description`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps own props and drops those inherited from node_modules', () => {
    const props = (name: string) => Object.keys(components.find((c) => c.name === name)?.doc?.props ?? {});
    // Generic (DataTable<T>, forwardRef through a cast) and forwardRef components included.
    expect(props('DataTable')).toEqual(expect.arrayContaining(['columns', 'rows', 'getRowId', 'label', 'filterLabel', 'onRowClick']));
    expect(props('TextField')).toEqual(expect.arrayContaining(['name', 'value', 'onChange', 'label', 'maxLength']));
    expect(props('AppShell')).toEqual(expect.arrayContaining(['sideMenu', 'topBar', 'children']));
    // React's key and ref (RefAttributes), from @types/react.
    expect(props('TextField')).not.toContain('key');
    expect(props('TextField')).not.toContain('ref');
  });

  it("shows each component's own destructuring defaults (not another component's of the same file)", () => {
    // docgen merges the parameter defaults of every component (and helper) of a file, the last
    // one winning: ChapterList's `as = 'ul'` showed as ChapterRow's.
    const problems = components.flatMap(({ name, doc, codeDefaults: defaults }) =>
      Object.values(doc?.props ?? {}).flatMap((prop) => {
        const shown: unknown = prop.defaultValue?.value;
        const hasShown = shown !== undefined && shown !== null && shown !== '';
        const tagged = (prop.tags as Record<string, string> | undefined)?.default !== undefined;
        if (!defaults.has(prop.name)) {
          return hasShown && !tagged ? [`${name}.${prop.name} shows the default ${shown}, which neither its code nor a @default tag gives`] : [];
        }
        const literal = defaults.get(prop.name);
        if (!hasShown) return [`${name}.${prop.name} shows no default; the code's is ${literal ?? 'an expression'}`];
        if (literal !== undefined && unquoted(shown) !== literal) return [`${name}.${prop.name} shows the default ${shown}; the code's is ${literal}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('reads defaults from destructuring and from @default tags', () => {
    const defaultOf = (component: string, prop: string): unknown =>
      components.find((c) => c.name === component)?.doc?.props[prop]?.defaultValue?.value;
    // @default tags (props read in a hook, not destructured in the component)
    expect(defaultOf('DataTable', 'dataMode')).toBe("'client'");
    expect(defaultOf('DataTable', 'maxHeight')).toBe('480');
    // destructuring defaults: a forwardRef render function, and a plain function component
    expect(defaultOf('TextField', 'type')).toBe('text');
    expect(defaultOf('TextField', 'required')).toBe('false');
    expect(defaultOf('AppShell', 'menuOpen')).toBe('true');
    expect(defaultOf('BrandProvider', 'colorMode')).toBe('light');
    // several components in one file: each its own default, from its @default tag
    expect(defaultOf('SkeletonText', 'lines')).toBe('3');
    expect(defaultOf('SkeletonCard', 'lines')).toBe('2');
    expect(defaultOf('ChapterRow', 'as')).toBe("'li'");
    expect(defaultOf('ChapterList', 'as')).toBe("'ul'");
  });
});
