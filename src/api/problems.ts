/**
 * What each kind of problem means for a client and what to do about it, in French: the OpenAPI
 * document lists them, the documentation site writes one page per kind at the URI the problem's
 * `type` names, and llms.txt sums them up, in the order of their statuses. `satisfies` keeps the
 * list complete.
 */
import { MAX_QUERY_LENGTH } from '../router/params.ts';
import { API_BASE_PATH } from './paths.ts';
import { DEFAULT_TIMEOUTS, RATE_LIMIT, RATE_WINDOW_SECONDS } from './policy.ts';
import { problemBody, type ProblemKind } from '../router/http.ts';

export interface ProblemExplanation {
  /** When the API answers this problem. */
  when: string;
  /** What a client should do. */
  fix: string;
  /** How to get this problem, for the example of its page. */
  trigger: ProblemTrigger;
}

/**
 * A way to get a problem that really gets it (test/docs/pages.test.ts sends each), or for a
 * failure of the server, which no request can cause, the request whose answer is shown.
 */
export type ProblemTrigger =
  /** A GET of this path and query: a link to follow. */
  | { via: 'link'; path: string }
  /** A request with another method than GET. */
  | { via: 'method'; method: string; path: string }
  /** A request with a header Node cannot parse: only the local server reads such requests. */
  | { via: 'header'; header: string; path: string }
  /** A GET of this path with a query string longer than the router reads: no link to show. */
  | { via: 'long-query'; path: string }
  /** A request whose headers are longer than Node reads: only the local server answers it with a problem. */
  | { via: 'large-headers'; path: string }
  /** One request more than the limit allows: only the local server answers it with a problem. */
  | { via: 'burst'; path: string }
  /** A request whose headers never end: only the local server waits for them, and gives up. */
  | { via: 'stall'; path: string }
  /** No request: the answer of a server that fails, to a request for this path. */
  | { via: 'failure'; path: string };

const TOOLS = `${API_BASE_PATH}/tools`;

export const PROBLEM_EXPLANATIONS = {
  'invalid-parameter': {
    when: `Un ou plusieurs paramètres de \`${TOOLS}\` ont une valeur refusée : \`page\` ou \`per_page\` qui n’est pas un entier ≥ 1 ; \`category\` inconnue ; \`pricing\` autre que \`free\`, \`freemium\`, \`paid\` ou \`enterprise\` ; \`has_education_pricing\` autre que \`1\`, \`true\`, \`0\` ou \`false\` ; \`q\` de plus de 100 caractères ou avec des caractères de contrôle ; \`language\` qui n’est pas un code de 2 ou 3 lettres ; un paramètre donné deux fois ; ou un encodage en pourcentage invalide. Le tableau \`errors\` nomme une fois chaque paramètre fautif, avec sa valeur et la règle ; pour un paramètre donné plusieurs fois, \`value\` donne toutes les valeurs reçues, dans l’ordre, séparées par une virgule (\`free, paid\`).`,
    fix: 'Corrigez chaque paramètre nommé dans `errors` (les valeurs sont comparées sans tenir compte de la casse ni des espaces autour), donnez chaque paramètre une seule fois, et encodez les valeurs avec `encodeURIComponent`.',
    trigger: { via: 'link', path: `${TOOLS}?page=0&pricing=gratuit` },
  },
  'bad-request': {
    when: 'La requête HTTP elle-même est mal formée : ligne de requête illisible (un accent laissé tel quel dans l’adresse, par exemple), en-têtes invalides.',
    fix: 'Envoyez une requête HTTP/1.1 valide, l’adresse encodée en pourcentage (« é » s’écrit `%C3%A9`) : fetch et les navigateurs le font pour vous ; curl ne le fait pas, passez-lui les paramètres par `--get --data-urlencode "q=…"`.',
    trigger: { via: 'header', header: 'Mauvais nom: 1', path: TOOLS },
  },
  'not-found': {
    when: "Aucune ressource à cette adresse : outil ou sélection inconnus ou retirés, ou chemin inconnu sous `/api/`. Les slugs sont en minuscules (`chatgpt`, pas `ChatGPT`) : pour un slug écrit avec des majuscules, le `detail` donne l’adresse en minuscules à essayer.",
    fix: "Vérifiez le slug dans `/api/v1/directory/tools` ou `/api/v1/directory/collections`, et le chemin dans le document de découverte `/api/v1/directory`.",
    trigger: { via: 'link', path: `${TOOLS}/inconnu` },
  },
  'method-not-allowed': {
    when: "L’API est en lecture seule : toute méthode autre que GET, HEAD et OPTIONS (POST, PUT, DELETE, TRACE…) est refusée. L’en-tête `Allow` liste les méthodes permises.",
    fix: 'Utilisez GET (ou HEAD pour les seuls en-têtes).',
    trigger: { via: 'method', method: 'POST', path: TOOLS },
  },
  'request-timeout': {
    when: `Le client a mis trop longtemps à envoyer les en-têtes ou le corps de sa requête (plus de ${DEFAULT_TIMEOUTS.headers / 1000} secondes pour les en-têtes) ; seul le serveur local répond ainsi.`,
    fix: 'Envoyez la requête entière sans attendre ; vérifiez la connexion ou le proxy entre le client et le serveur.',
    trigger: { via: 'stall', path: TOOLS },
  },
  'uri-too-long': {
    when: `La chaîne de requête (après \`?\`) dépasse ${MAX_QUERY_LENGTH} caractères, sur toute adresse sous \`/api/\`. En deçà, les paramètres que l’API ne connaît pas sont ignorés, quel que soit leur nombre.`,
    fix: 'Raccourcissez l’adresse : la recherche `q` fait 100 caractères au plus, et les paramètres que l’API ne connaît pas (ajoutés par un outil de suivi, par exemple) peuvent être retirés.',
    trigger: { via: 'long-query', path: TOOLS },
  },
  'rate-limited': {
    when: `Le client a dépassé la limite de ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes et par adresse IP ; le serveur local ne compte pas les requêtes CORS préalables (OPTIONS), et Netlify ne documente pas s’il les compte. Le serveur local répond par ce document de problème. En production, le 429 vient du CDN de Netlify avant que l’API ne s’exécute : sans ce corps, et peut-être sans en-têtes CORS ni \`Retry-After\` (un navigateur n’y voit qu’une requête échouée).`,
    fix: `Attendez le nombre de secondes indiqué par \`Retry-After\` s’il est présent, sinon jusqu’à ${RATE_WINDOW_SECONDS} secondes, avant de réessayer ; gardez les réponses en cache (\`ETag\` et \`If-None-Match\` donnent des 304) ; pour tout lire, téléchargez l’export complet plutôt que de parcourir les pages.`,
    trigger: { via: 'burst', path: TOOLS },
  },
  'request-too-large': {
    when: 'Les en-têtes de la requête, ligne de requête comprise, dépassent 16 Kio : de gros cookies, par exemple, ou une adresse de plus de 16 000 caractères. Seul le serveur local répond ainsi ; en production, le CDN de Netlify traite ces requêtes avant l’API.',
    fix: "Raccourcissez l’adresse (la recherche `q` fait 100 caractères au plus) et n’envoyez pas de cookies ou d’en-têtes volumineux.",
    trigger: { via: 'large-headers', path: TOOLS },
  },
  'internal-error': {
    when: 'Le serveur ne peut pas répondre pour le moment (fichier illisible, déploiement incomplet). Ce n’est pas une erreur du client.',
    fix: 'Réessayez plus tard, en espaçant les essais. Le problème est du côté du serveur, pas dans votre requête : inutile de la modifier.',
    trigger: { via: 'failure', path: TOOLS },
  },
} satisfies Record<ProblemKind, ProblemExplanation>;

export const PROBLEM_KINDS = Object.keys(PROBLEM_EXPLANATIONS) as ProblemKind[];

/** Status and French title of a kind, as the API sends them. */
export function problemHead(kind: ProblemKind): { status: number; title: string } {
  const { status, body } = problemBody({ base: '', kind, detail: '', instance: '' });
  return { status, title: (JSON.parse(body) as { title: string }).title };
}
