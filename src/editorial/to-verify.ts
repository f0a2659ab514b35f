/**
 * Which tools an editor should check again against the vendor's site: never verified, or last
 * verified longer ago than the directory promises to keep records fresh.
 */
import { formatProblem, type Directory, type Tool } from '../content/directory.ts';
import type { Problem } from '../content/source.ts';
import { count, frenchDay, monthsBefore } from './text.ts';

/** A record is due for a check when its last verification is older than this. */
export const VERIFY_EVERY_MONTHS = 12;

export interface Due {
  slug: string;
  name: string;
  last_verified_at: string | undefined;
}

export interface DueByCategory {
  category: { slug: string; name: string };
  tools: Due[];
}

/** Tools due for a check on a given day, by category (in the directory's order), never-verified first, then oldest. */
export function toolsToVerify(directory: Pick<Directory, 'tools' | 'categories'>, today: string, months = VERIFY_EVERY_MONTHS): DueByCategory[] {
  const limit = monthsBefore(today, months);
  const due = directory.tools.filter((tool) => tool.last_verified_at === undefined || tool.last_verified_at < limit);
  const oldestFirst = (a: Due, b: Due) => (a.last_verified_at ?? '').localeCompare(b.last_verified_at ?? '');
  return directory.categories
    .map((category) => ({
      category: { slug: category.slug, name: category.name },
      tools: due
        .filter((tool) => tool.category === category.slug)
        .map(({ slug, name, last_verified_at }) => ({ slug, name, last_verified_at }))
        .sort(oldestFirst),
    }))
    .filter((group) => group.tools.length > 0);
}

/** The list, in French Markdown, with a box to tick per tool. */
export function renderToVerify(groups: readonly DueByCategory[], total: number, today: string, toolsFolder = 'content/tools', months = VERIFY_EVERY_MONTHS): string {
  const due = groups.reduce((sum, group) => sum + group.tools.length, 0);
  const out = [
    `## Outils à vérifier au ${frenchDay(today)}`,
    '',
    `${count(due, 'outil')} sur ${total} ${due > 1 ? 'n’ont' : 'n’a'} jamais été ${due > 1 ? 'vérifiés' : 'vérifié'} ou ${due > 1 ? 'l’ont' : 'l’a'} été avant le ${frenchDay(monthsBefore(today, months))}.`,
    'Pour chacun\u00a0: ouvrez le site de l’éditeur, corrigez la fiche si besoin, puis inscrivez la date du jour dans `last_verified_at`.',
    '',
  ];
  for (const group of groups) {
    out.push(`### ${group.category.name} (${group.tools.length})`, '');
    for (const tool of group.tools) {
      out.push(`- [ ] ${tool.name} — \`${toolsFolder}/${tool.slug}.md\` — ${tool.last_verified_at ? `vérifié le ${frenchDay(tool.last_verified_at)}` : 'jamais vérifié'}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * The tools whose education offer names no page (`education_pricing` without `url`), in the
 * directory's order: nobody can check such an offer, so each is work for whoever verifies next.
 * Not a validator warning: most offers were written without one, and every run and pull request
 * would repeat them all.
 */
export function offersWithoutUrl(tools: readonly Pick<Tool, 'slug' | 'name' | 'education_pricing'>[]): { offers: number; missing: { slug: string; name: string }[] } {
  const offers = tools.filter((tool) => tool.education_pricing !== undefined);
  return { offers: offers.length, missing: offers.filter((tool) => tool.education_pricing?.url === undefined).map(({ slug, name }) => ({ slug, name })) };
}

/** The offers without a page, in French Markdown, with a box to tick each; empty when there is none. */
export function renderOffersWithoutUrl({ offers, missing }: ReturnType<typeof offersWithoutUrl>, toolsFolder = 'content/tools'): string {
  if (missing.length === 0) return '';
  return [
    '## Offres éducation sans adresse',
    '',
    `${count(missing.length, 'offre éducation', 'offres éducation')} sur ${offers} ${missing.length > 1 ? 'n’ont' : 'n’a'} pas d’\`url\`\u00a0: personne ne peut ${missing.length > 1 ? 'les' : 'la'} vérifier.`,
    'Pour chacune\u00a0: trouvez sur le site de l’éditeur la page qui décrit l’offre, puis ajoutez sous la description de l’offre une ligne `url: https://…`, indentée de 2 espaces comme elle.',
    '',
    ...missing.map((tool) => `- [ ] ${tool.name} — \`${toolsFolder}/${tool.slug}.md\``),
    '',
  ].join('\n');
}

/**
 * Why the list may be short, when the content has problems: a tool whose file the validator
 * refuses is not in the directory, and a broken category hides its tools, so the list would leave
 * them out without a word. Undefined when there is no problem.
 */
export function incompleteNotice(problems: readonly Problem[]): string | undefined {
  if (problems.length === 0) return undefined;
  const files = new Set(problems.map((problem) => problem.file)).size;
  return [
    `Attention\u00a0: cette liste peut être incomplète, ${count(files, 'fichier')} du contenu ${files > 1 ? 'ont' : 'a'} des problèmes et les outils qu’${files > 1 ? 'ils décrivent' : 'il décrit'} peuvent y manquer\u00a0:`,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
    `Corrigez ${problems.length > 1 ? 'ces problèmes' : 'ce problème'} (npm run validate liste tous les problèmes, avec leur ligne), puis relancez npm run a-verifier.`,
  ].join('\n');
}
