/** The texts a TypeScript source holds, for the tests of the French its strings are written in. */
import ts from 'typescript';

/**
 * Every string literal and template text of a TypeScript source, as written (escapes and all).
 * @example literals('a.ts', 'const a = `x ${y} z`;') // ['x ', ' z']
 */
export function literals(path: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true));
  return found;
}

/**
 * How many times a TypeScript source calls the function `name` by that name.
 * @example calls('a.ts', 'f(1); g(f(2)); o.f(3);', 'f') // 2
 */
export function calls(path: string, source: string, name: string): number {
  let found = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) found += 1;
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true));
  return found;
}
