/**
 * react-docgen-typescript options for the design system's Controls / ArgTypes tables, shared by
 * `.storybook/main.ts` (typescript.reactDocgenTypescriptOptions) and the unit test that checks
 * every public prop has a description (tests/unit/design-system/docgen.test.ts).
 *
 * Why explicit: the plugin's defaults read the root `tsconfig.json`, a solution file (`files: []`
 * plus project references). TypeScript then swaps the referenced projects' sources for their
 * (never built) .d.ts outputs, the component files are missing from the program, and docgen
 * returns nothing: no descriptions, "-" for every default. Its default include (`**\/*.tsx`
 * from the repository root) also globbed all of node_modules, for several seconds at start-up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParserOptions, PropItem } from 'react-docgen-typescript';

type ComponentNameResolver = NonNullable<ParserOptions['componentNameResolver']>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Glob patterns want forward slashes, also on Windows. */
const glob = (relative: string) => path.join(repoRoot, relative).split(path.sep).join('/');

/** The design system's own project: its sources, compiler options and no Node types. */
export const docgenTsconfigPath = path.join(repoRoot, 'design-system', 'tsconfig.json');

/** Files docgen reads (and the Vite plugin transforms): the design system's components. */
export const docgenInclude = [glob('design-system/src/**/*.tsx')];
export const docgenExclude = [glob('**/*.stories.tsx'), glob('**/*.test.tsx')];

const inNodeModules = (fileName: string) => /[\\/]node_modules[\\/]/.test(fileName);

/**
 * Keeps our own props, drops those inherited from node_modules (Fluent slots, HTML and ARIA
 * attributes, React's `key` / `ref`). A prop counts as ours when any of its declarations is
 * outside node_modules, so a prop we redeclare (with our JSDoc) over a Fluent one stays.
 */
export function docgenPropFilter(prop: PropItem): boolean {
  const declarations = prop.declarations?.length ? prop.declarations : prop.parent ? [prop.parent] : [];
  if (declarations.length === 0) return true;
  return declarations.some((declaration) => !inNodeModules(declaration.fileName));
}

/**
 * Names each component after its own export. Without this, docgen takes the first
 * `X.displayName = '…'` of a file for every export of it that has a JSDoc comment, so in
 * AppShell.tsx the constant SIDEBAR_WIDTH (declared first) was documented as "AppShell" with
 * no props, and the real AppShell, a duplicate name, was dropped (likewise BrandProvider's
 * useBrand, PopupNotice's POPUP_LOCK_MS and ToastHost's useToast). Default exports and
 * symbols without a name of their own keep docgen's rule.
 */
export const docgenComponentNameResolver: ComponentNameResolver = (exp) => {
  const name = exp.getName();
  return exp.valueDeclaration && name !== 'default' && /^[A-Za-z$][\w$]*$/.test(name) ? name : undefined;
};

/** react-docgen-typescript's own (parser) options. */
export const docgenParserOptions = {
  propFilter: docgenPropFilter,
  componentNameResolver: docgenComponentNameResolver,
  // 'small' | 'medium' unions become a select in Controls, and "undefined" is not listed as a value.
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  shouldSortUnions: false,
  // Keep `children` even without a JSDoc comment, so the test sees (and demands) its description.
  skipChildrenPropWithoutDoc: false,
  // Storybook and its Vite plugin force these (defaults as strings, like react-docgen; the @tags;
  // the symbol the plugin attaches __docgenInfo to): the test parses the same way.
  savePropValueAsString: true,
  shouldIncludePropTagMap: true,
  shouldIncludeExpression: true,
} satisfies ParserOptions;

/** `typescript.reactDocgenTypescriptOptions` of `.storybook/main.ts`. */
export const reactDocgenTypescriptOptions = {
  ...docgenParserOptions,
  tsconfigPath: docgenTsconfigPath,
  include: docgenInclude,
  exclude: docgenExclude,
};
