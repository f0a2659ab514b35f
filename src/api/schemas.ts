/**
 * Response shapes of the public API (../API.md), as zod schemas: the renderers' types are
 * inferred from them, the OpenAPI document is generated from them, and the tests validate every
 * built file against them. Each schema registered in `apiRegistry` becomes an OpenAPI component.
 */
import { z } from 'zod';
import { PRICING } from '../content/schema.ts';

export const apiRegistry = z.registry<{ id: string; description?: string }>();

const url = z.url().describe('URL absolue sur l’hôte qui sert ce déploiement.');
const day = z.iso.date();

export const licenseSchema = z
  .object({
    name: z.literal('CC BY 4.0'),
    url: z.literal('https://creativecommons.org/licenses/by/4.0/'),
    attribution: z.string().describe('Qui citer, avec un lien, quand vous réutilisez les données.'),
  })
  .register(apiRegistry, { id: 'License', description: 'Licence des données : citez l’éditeur.' });

export const categoryRefSchema = z
  .object({ slug: z.string(), name: z.string() })
  .register(apiRegistry, { id: 'CategoryRef', description: 'La catégorie de l’outil.' });

const listItemShape = {
  slug: z.string(),
  name: z.string(),
  short_description: z.string().describe('Une phrase en français, 160 caractères au plus.'),
  category: categoryRefSchema,
  pricing: z.enum(PRICING),
  has_education_pricing: z.boolean().describe('Vrai quand l’éditeur de l’outil a une offre pour les établissements, les enseignants ou les élèves.'),
  website_url: z.url(),
};

export const toolListItemSchema = z
  .object({ ...listItemShape, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'ToolListItem', description: 'Un outil tel qu’il apparaît dans les listes.' });

export const pageLinksSchema = z
  .object({ self: url, first: url, prev: url.nullable(), next: url.nullable(), last: url })
  .register(apiRegistry, { id: 'PageLinks', description: 'Liens de pagination ; les mêmes relations sont dans l’en-tête Link.' });

export const filtersSchema = z
  .object({
    category: z.string().nullable(),
    pricing: z.enum(PRICING).nullable(),
    has_education_pricing: z.boolean(),
    language: z.string().nullable().describe('Code de la langue d’interface demandée (`language`), en minuscules.'),
    q: z.string().nullable(),
  })
  .register(apiRegistry, { id: 'Filters', description: 'Les filtres appliqués, sous forme canonique.' });

export const searchMetaSchema = z
  .object({
    words: z.array(z.string()).describe('Mots de la requête que chaque résultat contient (dans son nom, sa description courte, ses mots-clés ou sa catégorie, ou dans sa description longue quand des mots sont retirés ou que la recherche n’a rien trouvé ailleurs), en minuscules comme la requête les écrit (accents et traits d’union gardés), chacun une fois, mots vides exclus (sauf dans une requête qui n’a que des mots vides).'),
    dropped: z
      .array(z.string())
      .describe(
        'Mots retirés parce qu’aucun des outils que gardent les autres filtres ne les contenait tous : d’abord ceux qu’aucun de ces outils ne contient, puis les niveaux du secondaire (collège, 4e, seconde, terminale…), puis le plus fréquent parmi eux (compté dans leurs descriptions longues, leur texte entier), jusqu’à un résultat ou un seul mot restant ; un mot à trait d’union qu’aucun ne contient en entier compte pour ses parties. Vide quand tous les mots sont gardés. Si rien n’est trouvé ainsi, ou s’il ne reste qu’un niveau du secondaire et que les descriptions longues trouvent mieux, la recherche reprend tous les mots dans les descriptions longues, et `words` et `dropped` sont ceux de cette seconde recherche. Un mot retiré n’est plus exigé mais compte encore : les résultats sont alors classés d’abord par les mots de la requête que chaque outil contient, retirés compris, un mot du nom, de la description courte, des mots-clés ou de la catégorie comptant double d’un mot de la seule description longue, et un niveau du secondaire pour un quart d’un autre mot.',
      ),
  })
  .register(apiRegistry, { id: 'SearchMeta', description: 'Ce que la recherche a compris de `q` : présent sur toute liste avec `q`, absent sinon. Il ne dit pas si les résultats viennent des descriptions longues, que la liste ne montre pas (voir le paramètre `q`) : lisez la fiche d’un outil pour y trouver les mots.' });

export const toolListSchema = z
  .object({
    data: z.array(toolListItemSchema),
    meta: z.object({
      // Any page number is answered, even past 2^53, where a JSON integer has no exact float.
      page: z
        .number()
        .min(1)
        .meta({ type: 'integer' })
        .describe('Numéro de la page, entier ≥ 1 sans borne : au-delà de la dernière page, `data` est vide.'),
      per_page: z.int().min(1).max(100),
      total: z.int().min(0),
      total_pages: z.int().min(0),
      filters: filtersSchema,
      search: searchMetaSchema.optional(),
      license: licenseSchema,
    }),
    links: pageLinksSchema,
  })
  .register(apiRegistry, { id: 'ToolList', description: 'Une page d’outils.' });

export const collectionRefSchema = z
  .object({ slug: z.string(), title: z.string(), links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CollectionRef', description: 'Une sélection où figure l’outil.' });

export const toolRefSchema = z
  .object({ slug: z.string(), name: z.string(), links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'ToolRef', description: 'Lien vers un autre outil.' });

export const toolSchema = z
  .object({
    ...listItemShape,
    long_description: z.string().describe('Markdown.'),
    long_description_html: z.string().describe('La description longue en HTML assaini.'),
    education_pricing: z.object({ description: z.string(), url: z.url().nullable() }).nullable(),
    screenshot: z.object({ url, width: z.int().min(1), height: z.int().min(1), alt: z.string() }).nullable(),
    languages: z.array(z.string()).describe('Langues de l’interface, ISO 639-1.'),
    tags: z.array(z.string()),
    vendor: z.string().nullable(),
    minimum_age: z.int().nullable().describe('Âge minimum fixé par les conditions d’utilisation de l’éditeur, s’il est connu.'),
    status: z
      .enum(['published', 'discontinued'])
      .describe('`discontinued` : le produit a fermé ; l’outil garde cette page mais quitte les listes, la recherche, les comptes et les sélections.'),
    discontinued_at: day.nullable().describe('Jour de la fermeture du produit ; null sauf pour un outil arrêté.'),
    replaced_by: toolRefSchema.nullable().describe('L’outil publié qui remplace un outil arrêté ; null s’il n’y en a pas.'),
    freshness: z.object({ added_at: day, updated_at: day, last_verified_at: day.nullable() }),
    collections: z.array(collectionRefSchema),
    links: z.object({ self: url, category: url.describe('Outils de la même catégorie.') }),
  })
  .register(apiRegistry, { id: 'Tool', description: 'Un outil, fiche complète.' });

export const toolDetailSchema = z
  .object({ data: toolSchema, meta: z.object({ license: licenseSchema }) })
  .register(apiRegistry, { id: 'ToolDetail', description: 'Un outil et la licence des données.' });

const collectionHead = { slug: z.string(), title: z.string() };
const collectionSummaryShape = {
  short_description: z.string(),
  tool_count: z.int().min(0),
  links: z.object({ self: url }),
};
const kinds = {
  top_list: { kind: z.literal('top_list'), task: z.string().describe('La tâche à laquelle répond le classement.') },
  stack: { kind: z.literal('stack'), persona: z.string().describe('Le profil que la panoplie équipe.') },
};

// Each kind is a component of its own: generated clients name its type after it (TopListItem),
// where an unnamed branch of the union gets a made-up name (CollectionListItemOneOfThree).
export const collectionListItemSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...collectionHead, ...kinds.top_list, ...collectionSummaryShape }).register(apiRegistry, { id: 'TopListItem', description: 'Un classement par tâche, dans la liste des sélections.' }),
    z.object({ ...collectionHead, ...kinds.stack, ...collectionSummaryShape }).register(apiRegistry, { id: 'StackItem', description: 'Une panoplie par profil, dans la liste des sélections.' }),
  ])
  .register(apiRegistry, { id: 'CollectionListItem', description: 'Un classement par tâche ou une panoplie par profil.' });

export const collectionToolSchema = z
  .object({ position: z.int().min(1), ...toolListItemSchema.shape, note: z.string().nullable().describe('Note de la rédaction.') })
  .register(apiRegistry, { id: 'CollectionTool', description: 'Un outil d’une sélection, dans l’ordre éditorial.' });

const collectionDetailShape = {
  description: z.string().describe('Markdown.'),
  description_html: z.string().describe('La description en HTML assaini.'),
  tools: z.array(collectionToolSchema),
  freshness: z.object({ added_at: day, updated_at: day }),
};

export const collectionSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...collectionHead, ...kinds.top_list, ...collectionSummaryShape, ...collectionDetailShape }).register(apiRegistry, { id: 'TopList', description: 'Un classement par tâche avec tous ses outils.' }),
    z.object({ ...collectionHead, ...kinds.stack, ...collectionSummaryShape, ...collectionDetailShape }).register(apiRegistry, { id: 'Stack', description: 'Une panoplie par profil avec tous ses outils.' }),
  ])
  .register(apiRegistry, { id: 'Collection', description: 'Une sélection avec tous ses outils.' });

const listMeta = z.object({ total: z.int().min(0), license: licenseSchema });

export const collectionListSchema = z
  .object({ data: z.array(collectionListItemSchema), meta: listMeta, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CollectionList', description: 'Toutes les sélections publiques.' });

export const collectionDetailSchema = z
  .object({ data: collectionSchema, meta: z.object({ license: licenseSchema }) })
  .register(apiRegistry, { id: 'CollectionDetail', description: 'Une sélection et la licence des données.' });

export const categorySchema = z
  .object({
    slug: z.string().describe('Valeur du filtre `category`.'),
    name: z.string(),
    description: z.string(),
    tool_count: z.int().min(0),
    links: z.object({ tools: url.describe('Outils de cette catégorie.') }),
  })
  .register(apiRegistry, { id: 'Category', description: 'Une catégorie et son nombre d’outils.' });

export const categoryListSchema = z
  .object({ data: z.array(categorySchema), meta: listMeta, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CategoryList', description: 'Toutes les catégories.' });

export const discoverySchema = z
  .object({
    data: z.object({
      name: z.string(),
      description: z.string(),
      api_version: z.literal('v1'),
      data_version: z.string().describe('Change dès que les données publiées changent.'),
      generated_at: z.iso.datetime().describe('Dernière modification des données publiées.'),
      counts: z.object({ tools: z.int(), categories: z.int(), collections: z.int() }),
      endpoints: z.array(
        z.object({ method: z.literal('GET'), path: z.string(), href: z.string().describe('URL absolue ; un gabarit d’URI (RFC 6570) quand le chemin contient `{slug}`.'), description: z.string() }),
      ),
      links: z.object({
        self: url,
        tools: url,
        collections: url,
        categories: url,
        openapi: url,
        export_json: url.describe('Tous les outils en JSON.'),
        export_csv: url.describe('Tous les outils en CSV.'),
        export_ndjson: url.describe('Tous les outils en NDJSON.'),
        feed_json: url.describe('JSON Feed des nouveautés.'),
        feed_atom: url.describe('Flux Atom des nouveautés.'),
        documentation: url.describe('La documentation en français.'),
      }),
    }),
    meta: z.object({ license: licenseSchema }),
  })
  .register(apiRegistry, { id: 'Discovery', description: 'Point d’entrée : points d’accès, nombre d’outils, de catégories et de sélections, et version des données.' });

export const exportedToolSchema = toolSchema
  .omit({ long_description_html: true })
  .register(apiRegistry, { id: 'ExportedTool', description: 'Un outil tel qu’exporté : la fiche complète sans `long_description_html`.' });

export const toolExportSchema = z
  .object({
    data: z.array(exportedToolSchema).describe('Tous les outils publiés, dans l’ordre par défaut.'),
    meta: listMeta,
    links: z.object({ self: url, csv: url, ndjson: url }),
  })
  .register(apiRegistry, { id: 'ToolExport', description: 'Export complet de l’annuaire, avec sa licence.' });

export const jsonFeedSchema = z
  .object({
    version: z.literal('https://jsonfeed.org/version/1.1'),
    title: z.string(),
    home_page_url: url,
    feed_url: url,
    description: z.string(),
    language: z.string(),
    authors: z.array(z.object({ name: z.string(), url })),
    items: z.array(
      z.object({
        id: url.describe('Adresse de la fiche de l’outil dans l’API.'),
        url,
        external_url: z.url().describe('Site de l’outil.'),
        title: z.string(),
        content_text: z.string().describe('Description courte.'),
        date_published: z.iso.datetime().describe('Date d’ajout.'),
        date_modified: z.iso.datetime().describe('Date de la dernière mise à jour.'),
        tags: z.array(z.string()).describe('Nom de la catégorie, puis le nom de chacun des mots-clés de l’outil : les `label` des `<category>` de l’entrée du flux Atom, dans le même ordre.'),
      }),
    ),
    _license: licenseSchema.describe('Extension : licence des données.'),
  })
  .register(apiRegistry, { id: 'JsonFeed', description: 'JSON Feed 1.1 des outils ajoutés ou mis à jour le plus récemment, du plus récent au plus ancien.' });

/** What each parameter of a 400 got wrong: `Problem`'s `errors`. */
const parameterErrorsSchema = z.array(
  z.object({
    parameter: z.string(),
    value: z.string().describe('La valeur reçue, coupée à 120 caractères ; pour un paramètre donné plusieurs fois, toutes ses valeurs, dans l’ordre, séparées par « , » (`free, paid`).'),
    detail: z.string(),
  }),
);

export const problemSchema = z
  .object({
    type: z.url().describe('URI stable du type de problème ; une page de la documentation l’explique.'),
    title: z.string(),
    status: z.int().min(400).max(599).describe('Statut HTTP de la réponse.'),
    detail: z.string(),
    instance: z.string().describe('Chemin de la requête.'),
    errors: parameterErrorsSchema
      .optional()
      .describe('Chaque paramètre invalide, une fois : présent dans toute réponse 400, vide quand aucun paramètre n’est en cause (requête mal formée), absent des autres statuts.'),
  })
  .register(apiRegistry, { id: 'Problem', description: 'Problème au format RFC 9457, en français.' });

/**
 * The problem of a 400, whose `errors` is always there: its own schema, so that a generated
 * client types `errors` as present where the API always sends it, and as optional elsewhere.
 */
export const parameterProblemSchema = problemSchema
  .extend({
    status: z.literal(400).describe('Statut HTTP de la réponse.'),
    errors: parameterErrorsSchema.describe('Chaque paramètre invalide, une fois ; vide quand aucun paramètre n’est en cause (requête mal formée).'),
  })
  .register(apiRegistry, { id: 'ParameterProblem', description: 'Problème d’une réponse 400, au format RFC 9457, en français : `errors` y est toujours présent.' });

export type License = z.output<typeof licenseSchema>;
export type ToolListItem = z.output<typeof toolListItemSchema>;
export type ToolList = z.output<typeof toolListSchema>;
export type PageLinks = z.output<typeof pageLinksSchema>;
export type SearchMeta = z.output<typeof searchMetaSchema>;
export type ToolDetail = z.output<typeof toolDetailSchema>;
export type CollectionListItem = z.output<typeof collectionListItemSchema>;
export type CollectionList = z.output<typeof collectionListSchema>;
export type CollectionDetail = z.output<typeof collectionDetailSchema>;
export type CategoryList = z.output<typeof categoryListSchema>;
export type Discovery = z.output<typeof discoverySchema>;
export type ExportedTool = z.output<typeof exportedToolSchema>;
export type ToolExport = z.output<typeof toolExportSchema>;
export type JsonFeed = z.output<typeof jsonFeedSchema>;
export type ProblemDocument = z.output<typeof problemSchema>;
