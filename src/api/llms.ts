/**
 * `/llms.txt` (llmstxt.org): the API described for language-model agents, in Markdown, generated
 * from the OpenAPI document (operations, parameters, response fields, problem types) and the
 * serving policy.
 */
import { PUBLISHER } from './documents.ts';
import type { License } from './schemas.ts';
import { API_BASE_PATH } from './paths.ts';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from './policy.ts';

interface Parameter {
  name: string;
  in: string;
  description: string;
}
/** The parts of a JSON Schema that name a document's fields. */
interface Schema {
  $ref?: string;
  type?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
}
interface Operation {
  summary: string;
  description: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiLike {
  info: { summary: string; version: string };
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Schema> };
  'x-problem-types': { type: string; status: number; title: string; description: string }[];
}

/** First sentence of a description: enough for a one-line list entry. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

/**
 * The fields of a schema, each object field followed by its own fields (one level down), so that
 * an agent knows where `data`, `links.next` or `meta.total` are without reading the schemas. A
 * choice of shapes (`oneOf`: a collection is a top list or a stack) shows the fields of every
 * shape, those of only some as alternatives at their place (`kind`, `task` | `persona`).
 * @example fields({ properties: { data: { items: { properties: { slug: {} } } }, meta: {} } }, {}) === '`data` (`slug`), `meta`'
 */
function fields(schema: Schema, schemas: Record<string, Schema>, depth = 1): string {
  const resolve = (node: Schema): Schema => (node.$ref ? resolve(schemas[node.$ref.split('/').pop()!]) : node);
  const field = ([name, child]: [string, Schema]) => {
    const target = resolve(child.items ?? child);
    return depth > 0 && (target.properties || target.oneOf) ? `\`${name}\` (${fields(target, schemas, depth - 1)})` : `\`${name}\``;
  };
  const shapes = (resolve(schema).oneOf ?? [resolve(schema)]).map((shape) => Object.entries(resolve(shape).properties ?? {}));
  const shared = new Set(shapes[0].map(([name]) => name).filter((name) => shapes.every((entries) => entries.some(([other]) => other === name))));
  /** A shape's own fields, each under the last shared field before it (`''`: at the start). */
  const ownFields = (entries: [string, Schema][]) => {
    const groups = new Map<string, string[]>();
    let after = '';
    for (const entry of entries) {
      if (shared.has(entry[0])) after = entry[0];
      else groups.set(after, [...(groups.get(after) ?? []), field(entry)]);
    }
    return groups;
  };
  const own = shapes.map(ownFields);
  const alternatives = (after: string) => {
    const text = own.flatMap((groups) => groups.get(after)?.join(', ') ?? []).join(' | ');
    return text === '' ? [] : [text];
  };
  return [...alternatives(''), ...[...shared].flatMap((name) => [field(shapes[0].find(([other]) => other === name)!), ...alternatives(name)])].join(', ');
}

/** What `meta.search` says of a search, each field with its schema's description. */
function searchFields(schema: Schema): string[] {
  return [
    '## Ce que la recherche a cherché : `meta.search`',
    '',
    schema.description ?? '',
    '',
    ...Object.entries(schema.properties ?? {}).map(([name, field]) => `- \`meta.search.${name}\` : ${field.description ?? ''}`),
    '',
  ];
}

/**
 * What an agent gets wrong when it knows only the contract: it searches in the user's language
 * and words, trusts any non-empty list, guesses slugs, and spends its quota on requests it could
 * keep.
 */
const AGENT_ADVICE = [
  '## Conseils pour un agent',
  '',
  '- Les fiches et leurs mots-clés sont en français : cherchez avec des mots français, même pour une demande faite dans une autre langue (`préparer un cours`, pas `lesson plan`). Les mots vides anglais (`the`, `for`, `with`…) sont ignorés comme les mots vides français, et les synonymes de la recherche mènent de quelques mots anglais courants aux mots français (`translate`, `plagiarism`, `timeline`, `school`, `summarize`, les disciplines comme `history` ou `physics`) ; `AI` cherche « IA », et `teacher`, `teach` ou `run` sont ignorés comme `students` ; tout autre mot anglais ne trouve que les fiches qui l’écrivent.',
  '- Lisez `meta.search` avant de répondre : si les mots qui comptaient pour l’utilisateur sont dans `dropped`, chaque résultat ne contient sûrement que `words` (les premiers contiennent aussi des mots de `dropped`, parfois dans leur seule description longue, que la liste ne montre pas) ; vérifiez la fiche, dites-le, ou relancez avec un autre mot.',
  `- Pour un profil ou une tâche (« professeur documentaliste », « créer un quiz »), une sélection de \`${API_BASE_PATH}/collections\` répond souvent mieux : \`q\` ne cherche pas dans les sélections.`,
  '- Les slugs s’écrivent en minuscules, sans accent : prenez-les dans les `links.self` des réponses plutôt que de les deviner.',
  `- Chaque requête compte dans la limite de ${RATE_LIMIT} par ${RATE_WINDOW_SECONDS} secondes, une revalidation (304) aussi : gardez les réponses avec leur \`ETag\`, et prenez un export pour parcourir tout l’annuaire.`,
  '',
];

export function renderLlmsTxt(document: OpenApiLike, base: string, license: License): string {
  const json = Object.entries(document.paths).flatMap(([path, { get }]) => {
    const schema = get.responses['200']?.content?.['application/json']?.schema;
    return schema?.$ref ? [`- \`GET ${path}\` : ${fields(schema, document.components.schemas)}`] : [];
  });
  const lines = [
    `# ${PUBLISHER} — API`,
    '',
    `> ${document.info.summary} API JSON publique en lecture seule (version ${document.info.version}), anonyme, ouverte à toute origine ; données sous licence CC BY 4.0.`,
    '',
    `Base : \`${base}\`. Réponses en UTF-8, messages en français. Limite : ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes et par adresse IP ; au-delà, 429. En production, ce 429 vient du CDN, sans document de problème et peut-être sans en-têtes CORS ni \`Retry-After\` (un navigateur n’y voit qu’une requête échouée) : attendez jusqu’à ${RATE_WINDOW_SECONDS} secondes avant de réessayer. Pour tout lire, prenez un export plutôt que de parcourir les pages. Chaque 200 a un \`ETag\` (304 sur \`If-None-Match\`).`,
    '',
    `Citer les données : « ${license.attribution} » — ${license.url}`,
    '',
    '## Points d’accès',
    '',
    // A path with a `{slug}` is a template, not a page: it gets no link.
    ...Object.entries(document.paths).map(([path, { get }]) => `- ${path.includes('{') ? `GET ${base}${path}` : `[GET ${path}](${base}${path})`}: ${get.summary}. ${get.description}`),
    '',
    '## Paramètres de /api/v1/directory/tools',
    '',
    ...Object.values(document.paths)
      .flatMap(({ get }) => get.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => `- \`${parameter.name}\` : ${parameter.description}`),
    '',
    // `meta.search` tells an agent what was searched, and why a result may not show the words.
    ...searchFields(document.components.schemas.SearchMeta),
    ...AGENT_ADVICE,
    '## Champs des réponses JSON',
    '',
    'Champs de chaque document, et ceux de ses objets ; les schémas complets sont dans `components.schemas` du document OpenAPI.',
    '',
    ...json,
    '',
    '## Erreurs',
    '',
    'Documents de problème RFC 9457 (`application/problem+json`) : `type`, `title`, `status`, `detail`, `instance`, et pour un 400 `errors` qui nomme chaque paramètre invalide.',
    '',
    ...document['x-problem-types'].map((problem) => `- [${problem.status} ${problem.title}](${problem.type}): ${firstSentence(problem.description.replace(/\s+/g, ' '))}`),
    '',
    '## Documentation',
    '',
    `- [Documentation en français](${base}/): démarrage rapide, référence, erreurs, limite, cache, licence, historique.`,
    `- [Document OpenAPI 3.1](${base}/api/v1/openapi.json): la description complète, avec des exemples réels.`,
    '',
  ];
  return lines.join('\n');
}
