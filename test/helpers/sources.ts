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
