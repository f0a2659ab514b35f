/** The texts a TypeScript source holds, for the tests of the French its strings are written in. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './sites.ts';

/**
 * Every string literal and template text of a TypeScript source, as its program reads it (escapes
 * turned into their characters); with `skipArgumentsOf`, none of those given to a method of that
 * name (`describe`: the schemas' descriptions), while the object it is called on is still read.
 * @example literals('a.ts', 'const a = `x ${y} z`;') // ['x ', ' z']
 * @example literals('a.ts', "z.string().min(1, 'a').describe('b')", { skipArgumentsOf: 'describe' }) // ['a']
 */
export function literals(path: string, source: string, { skipArgumentsOf }: { skipArgumentsOf?: string } = {}): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === skipArgumentsOf) return visit(node.expression.expression);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true));
  return found;
}

/** The sources of what editors read: the validator, the scaffolds and the editors' commands, each with its path in the project. */
export function messageSources(): { where: string; source: string }[] {
  return ['src/content', 'src/editorial', 'src/cli'].flatMap((folder) => readdirSync(join(ROOT, folder)).map((file) => ({ where: `${folder}/${file}`, source: readFileSync(join(ROOT, folder, file), 'utf8') })));
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
