/**
 * `/llms.txt` (llmstxt.org): the API described for language-model agents, in Markdown, generated
 * from the OpenAPI document (operations, parameters, problem types) and the serving policy.
 */
import { PUBLISHER } from './documents.ts';
import type { License } from './schemas.ts';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from './policy.ts';

interface Parameter {
  name: string;
  in: string;
  description: string;
}
interface Operation {
  summary: string;
  description: string;
  parameters?: Parameter[];
}
export interface OpenApiLike {
  info: { summary: string; version: string };
  paths: Record<string, { get: Operation }>;
  'x-problem-types': { type: string; status: number; title: string }[];
}

/** First sentence of a description: enough for a one-line list entry. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

export function renderLlmsTxt(document: OpenApiLike, base: string, license: License): string {
  const lines = [
    `# ${PUBLISHER} — API`,
    '',
    `> ${document.info.summary} API JSON publique en lecture seule (version ${document.info.version}), anonyme, ouverte à toute origine ; données sous licence CC BY 4.0.`,
    '',
    `Base : \`${base}\`. Réponses en JSON UTF-8, messages en français. Limite : ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes et par adresse IP ; au-delà, 429. En production, ce 429 vient du CDN, sans document de problème et peut-être sans en-têtes CORS ni \`Retry-After\` (un navigateur n’y voit qu’une requête échouée) : attendez jusqu’à ${RATE_WINDOW_SECONDS} secondes avant de réessayer. Pour tout lire, prenez un export plutôt que de parcourir les pages. Chaque 200 a un \`ETag\` (304 sur \`If-None-Match\`).`,
    '',
    `Citer les données : « ${license.attribution} » — ${license.url}`,
    '',
    '## Points d’accès',
    '',
    // A path with a `{slug}` is a template, not a page: it gets no link.
    ...Object.entries(document.paths).map(([path, { get }]) => `- ${path.includes('{') ? `GET ${base}${path}` : `[GET ${path}](${base}${path})`}: ${get.summary}. ${firstSentence(get.description)}`),
    '',
    '## Paramètres de /api/v1/directory/tools',
    '',
    ...Object.values(document.paths)
      .flatMap(({ get }) => get.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => `- \`${parameter.name}\` : ${parameter.description}`),
    '',
    '## Erreurs',
    '',
    'Documents de problème RFC 9457 (`application/problem+json`) : `type`, `title`, `status`, `detail`, `instance`, et pour un 400 `errors` qui nomme chaque paramètre invalide.',
    '',
    ...document['x-problem-types'].map((problem) => `- [${problem.status} ${problem.title}](${problem.type})`),
    '',
    '## Documentation',
    '',
    `- [Documentation en français](${base}/): démarrage rapide, référence, erreurs, limite, cache, licence, historique.`,
    `- [Document OpenAPI 3.1](${base}/api/v1/openapi.json): la description complète, avec des exemples réels.`,
    '',
  ];
  return lines.join('\n');
}
