/**
 * Changes of the API's contract, newest first. The first entry's version is the OpenAPI
 * document's `info.version` (a test holds them together).
 */
export interface Release {
  version: string;
  /** The day the version went live, `YYYY-MM-DD`. */
  date: string;
  changes: string[];
}

/** A release's day as the French documentation writes it: `23 novembre 2026`. */
export function releaseDay(date: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export const CHANGELOG: Release[] = [
  {
    version: '1.4.11',
    date: '2026-11-29',
    changes: [
      'Recherche : `show`, `build` et `turn` sont ignorés comme `make` quand la requête a d’autres mots, et `but`, `during`, `without` et `instead` comme les autres mots vides anglais : `show live captions for a deaf student during my lessons` cherchait `show`, qui trouvait Showbie par son début ; il liste maintenant Ava. Six groupes de synonymes relient d’autres mots anglais aux mots français des fiches : `bullying` à « harcèlement » et « cyberharcèlement », `captions` et `subtitles` à « sous-titres » et « sous-titrer », `lyrics` à « paroles de chanson », `sensor` à « capteur », `screen reader` à « lecteur d’écran », `sign language` à « langue des signes » et « LSF » : `bullying helpline`, qui ne trouvait rien, liste le 3018 ; `screen reader` liste NVDA. Une recherche qui ne contient aucun de ces mots ne change pas.',
    ],
  },
  {
    version: '1.4.10',
    date: '2026-11-28',
    changes: [
      'Recherche : `run`, `set`, `give`, `keep`, `using`, `wants` et `needs` sont ignorés comme `want` ou `make` quand la requête a d’autres mots, et `every`, `they`, `them` et `then` comme les autres mots vides anglais : `run an llm locally` cherchait `run`, qui trouvait Runway par son début ; il liste maintenant GPT4All, Jan, LM Studio et Ollama. Dix-huit groupes de synonymes relient d’autres mots anglais aux mots français des fiches (`school` à « école », `phone` à « téléphone », `summarize` à « résumer », `rubric` à « grille d’évaluation », `comics` à « bande dessinée », `newspaper` à « journal », `librarian` à « documentaliste », `simulate` à « simulation »…), et `reading` rejoint « lire » et « lecture » ; « petite section », « moyenne section » et « grande section » rejoignent « maternelle » (avec `preschool` et `kindergarten`) ; une recherche en français trouve donc aussi les outils dont la fiche écrit ces mots anglais (« dessiner un schéma » place draw.io en tête). Une recherche qui ne contient aucun de ces mots, français ou anglais, ne change pas.',
    ],
  },
  {
    version: '1.4.9',
    date: '2026-11-28',
    changes: [
      'Recherche : `ai` est cherché comme « IA », sauf après un pronom élidé (« j’ai », « je n’ai », « je l’ai »), où c’est le verbe avoir : `the best ai for teachers` ne cherchait que `teachers` et ne trouvait rien ; il liste maintenant les outils d’IA. `teach`, `teacher`, `teaching` et `help` sont ignorés comme `students`, et « fille », « fils », « maman » et « papa » comme « élève » quand la requête a d’autres mots : « Ma fille de 3e bloque sur les équations… » ne garde plus `fille` mais `équations`. Quatorze groupes de synonymes relient des disciplines à leur nom anglais (`physics`, `history`, `robotics`, `english`…). Une recherche qui ne contient aucun de ces mots, français ou anglais, ne change pas.',
    ],
  },
  {
    version: '1.4.8',
    date: '2026-11-28',
    changes: [
      'Recherche : quand aucun outil ne contient tous les mots et que des mots sont retirés (`meta.search.dropped`), ces mots comptent encore pour le classement. Les résultats comprennent aussi les outils dont la description longue contient les mots gardés, et tous sont classés d’abord par les mots de la requête que chaque outil contient, retirés compris : un mot du nom, de la description courte, des mots-clés ou de la catégorie compte double d’un mot de la seule description longue, un niveau du secondaire pour un quart d’un autre mot ; à égalité, l’ordre d’avant. « comparer l’espérance de vie des pays en SES », qui ne garde que `pays`, place Gapminder en tête (eTwinning avant) ; « je gère les inscriptions à nos formations et je veux envoyer les confirmations automatiquement », qui ne garde qu’`envoyer`, Zapier (Ollama avant). Une recherche qui garde tous ses mots ne change pas. `words` et `dropped` ne changent pas ; `meta.total` compte les outils ajoutés.',
    ],
  },
  {
    version: '1.4.7',
    date: '2026-11-28',
    changes: [
      'Recherche : les mots vides anglais (`the`, `for`, `with`, `i`, `can`…) sont ignorés comme les mots vides français, et `tool`, `app`, `software`, `best`, `students`, `free`, `want`, `need` ou `make` comme « outil », « élève » ou « faire » : `tools for blind students` cherchait `for`, qui trouvait Formative par son début, et `free video editor` trouvait FreeCAD. Les synonymes de la recherche relient des mots anglais courants aux mots français des fiches (`translate` à « traduire », `plagiarism` à « plagiat », `timeline` à « frise chronologique », `calculator` à « calculatrice », `dictionary` à « dictionnaire », `spanish` à « espagnol »…) ; une recherche en français trouve donc aussi les outils dont la fiche écrit ces mots anglais (`traduction` place DeepL Translator et Microsoft Translator parmi les cinq premiers). Tout autre mot anglais ne trouve que les fiches qui l’écrivent : chercher en français reste le plus sûr.',
    ],
  },
  {
    version: '1.4.6',
    date: '2026-11-27',
    changes: [
      'Description OpenAPI : les réponses 400 ont leur propre schéma, `ParameterProblem`, où `errors` est obligatoire et `status` vaut 400, comme l’API les envoie ; un client généré n’a donc plus à tester la présence d’`errors`. Les autres problèmes gardent le schéma `Problem`, où `errors` est absent. Les réponses ne changent pas.',
    ],
  },
  {
    version: '1.4.5',
    date: '2026-11-27',
    changes: [
      'Les paramètres inconnus sont ignorés quel que soit leur nombre, comme le dit le contrat : au-delà de 20 paramètres, l’API répondait 431. La seule limite est la longueur de la chaîne de requête, 2048 caractères ; au-delà, la réponse est 414 `uri-too-long` (« Adresse trop longue »), que les caches peuvent garder comme un 400, et non plus 431, réservé aux en-têtes trop longs (serveur local).',
      'Description OpenAPI et `/llms.txt` : `category`, `pricing` et `has_education_pricing` disent que leur énumération donne les valeurs canoniques, en minuscules, que le serveur accepte aussi toute autre casse (`FREE`), et qu’un outil qui valide les requêtes d’après le document (un proxy comme Prism, un client généré) n’accepte que les valeurs listées.',
      'Recherche : les parties d’un mot à trait d’union, quand une fiche les écrit séparées, doivent y être des mots entiers (ou de même racine, ou des synonymes), et non plus des débuts de mots : `e-learning` trouve les mêmes outils qu’`elearning` (son `e` trouvait « exercices » à côté de « LearningApps »).',
      'Description OpenAPI : chaque forme d’une sélection est un schéma nommé, `TopListItem` et `StackItem` dans la liste, `TopList` et `Stack` dans le détail, dont `CollectionListItem` et `Collection` sont le choix (`oneOf`) ; les clients générés leur donnent ces noms (au lieu de `CollectionListItemOneOfThree` chez Orval), et les réponses ne changent pas.',
      'Description OpenAPI : l’en-tête `Link` du 304 est décrit comme celui du 200, relations de pagination comprises sur les listes (il n’était décrit que comme le lien de la licence).',
      'Recherche : un mot de moins de 9 lettres n’est plus pris à une faute près que pour un mot entier, et non plus pour un début de mot (`padet` trouvait « palette », et `sourd` « sources » ; `padet` ne trouve plus que Padlet) ; à partir de 9 lettres, un début de mot reste trouvé à une faute près (`organigrame` trouve « organigrammes »), et une dernière lettre tapée deux fois aussi (`quizz` trouve Quizlet).',
      'Description OpenAPI : chaque `GET` et `HEAD` déclare l’en-tête de requête `If-None-Match` (facultatif), qui obtient le 304 déjà listé parmi leurs réponses ; un client généré le connaît donc, et la référence du site le montre sous chaque point d’accès.',
      'Description OpenAPI : le motif du paramètre `language` admet des espaces autour du code (`%20fr%20`), que le serveur retire ; un proxy qui valide les requêtes d’après le document (Prism) ne les refuse donc plus.',
    ],
  },
  {
    version: '1.4.4',
    date: '2026-11-27',
    changes: [
      'Description OpenAPI : le 405 n’est plus donné parmi les réponses de `GET` et `HEAD`, qui n’y répondent jamais ; il reste sur `POST`, `PUT`, `PATCH`, `DELETE` et `TRACE`, et la description de l’API dit que toute autre méthode que `GET`, `HEAD` et `OPTIONS` reçoit 405 avec `Allow: GET, HEAD, OPTIONS`.',
      'Flux : le JSON Feed donne les mots-clés d’un outil par leur nom en français (« Cartes mentales »), comme il donnait déjà sa catégorie, et non plus par leur slug (`carte-mentale`) ; le flux Atom donne, après la catégorie, un `<category>` par mot-clé (`term` : le slug, `label` : le nom). Les `tags` du JSON Feed sont donc les `label` des `<category>` d’Atom, dans le même ordre.',
      'La redirection 301 d’un ancien slug d’outil porte `Content-Length: 0` sur le serveur local comme en production : le serveur local envoyait son corps vide en `Transfer-Encoding: chunked`.',
      'Site : `/404` et `/404.html` répondent 404, comme toute adresse inconnue (200 auparavant) ; `/index.html` redirige vers `/` en une seule redirection 301, sur Netlify aussi (le serveur local en faisait deux, par `/index`).',
      'Un paramètre donné plusieurs fois : son entrée de `errors` montre toutes les valeurs reçues, dans l’ordre, séparées par une virgule (`pricing=free&pricing=paid` → `"value": "free, paid"`), et non plus la première seule.',
      'Une valeur vide étant un paramètre absent, elle ne compte pas comme une répétition : `pricing=&pricing=paid` est `pricing=paid` (200), et non plus un 400 « paramètre donné plusieurs fois ».',
      'Un slug écrit avec des majuscules (`/tools/ChatGPT`) répond toujours 404, et le `detail` donne l’adresse en minuscules à essayer (`/tools/chatgpt`).',
      'Description OpenAPI et `/llms.txt` : le paramètre `language` nomme les langues présentes dans l’annuaire (codes ISO 639-1) ; `/llms.txt` donne des conseils aux agents (chercher en français, lire `meta.search`, passer par les sélections, prendre les slugs dans les réponses, ménager la limite de requêtes).',
      'Description OpenAPI et `/llms.txt` : le paramètre `q` dit qu’un sigle écrit en capitales (`ENT`, `SES`) n’est cherché qu’en mot entier, seule exception à la recherche insensible à la casse ; le 301 d’un ancien slug nomme les en-têtes qu’il n’a pas (`ETag`, `Content-Type`, `Vary` : pas de corps).',
      'Export CSV : trois colonnes à la fin, `status`, `discontinued_at` et `replaced_by` (le slug), les champs de l’export JSON qui lui manquaient ; les colonnes d’avant gardent leur place.',
      'Les messages des problèmes (`detail`, `errors[].detail`) s’écrivent comme la documentation : apostrophe typographique (’) et « encodage en pourcentage » (au lieu de « encodage « pourcent » »).',
    ],
  },
  {
    version: '1.4.3',
    date: '2026-11-27',
    changes: [
      'Recherche : l’ordre des résultats ne dépend plus que des mots cherchés (`meta.search.words`) : un nom qui commence par ces mots est classé de même quand la requête a aussi des mots vides ou des mots retirés (« faire un quiz » et `quiz zzzz` classaient La Quizinière avant Quizlet, `quiz` l’inverse ; les trois donnent maintenant l’ordre de `quiz`) ; un nom écrit en entier, mots vides compris (« La Quizinière »), reste trouvé d’abord.',
    ],
  },
  {
    version: '1.4.2',
    date: '2026-11-26',
    changes: [
      'Recherche : un mot de deux à quatre caractères écrit en capitales (`ENT`, `CDI`, `AESH`), dans une requête qui n’est pas tout en capitales ou seul, est un sigle et n’est cherché qu’en mot entier (`ENT` trouvait « entraîner » et « entreprise » chez 18 outils ; il trouve Capytale, Skolengo, Monlycée.net, ONE et Toutatice) ; un outil dont le nom commence par ce sigle reste trouvé par son nom.',
      'Recherche : « début » et « fin » (d’un cours, d’une année), « sais » et « savoir » ne sont plus exigés (« préparer des questions flash en début de cours » ne cherchait plus que `début` ; « je veux savoir si les articles que je cite ont été contredits » trouve scite).',
      'Recherche : les 100 caractères au plus de `q` se comptent sur le texte composé (NFC), celui que la recherche lit : un accent envoyé décomposé (`e` suivi de U+0301, comme certains claviers et macOS l’écrivent) compte pour un caractère, et une recherche de 100 lettres accentuées n’est plus refusée.',
    ],
  },
  {
    version: '1.4.1',
    date: '2026-11-26',
    changes: [
      'Recherche : un mot à trait d’union fait de mots vides (« eux-mêmes », « peut-être », « a-t-il ») est un mot vide, qui n’est plus exigé (« un livre audio avec les contes que mes élèves de CM1 ont écrits eux-mêmes » cherchait `eux-mêmes` et ne trouvait qu’Educaplay ; il cherche `audio` et `cm1`, et trouve Lumni et Book Creator).',
      'Synonymes : poésie, poème, poète (« poésie » ne trouvait rien) ; astronomie, système solaire, planètes (« système solaire » trouvait un logiciel de bibliothèque par « système ») ; dactylographie, dactylo, taper au clavier, frappe au clavier.',
    ],
  },
  {
    version: '1.4.0',
    date: '2026-11-26',
    changes: [
      'Recherche : quand ni les noms, ni les descriptions courtes, ni les mots-clés et catégories ne donnent de résultat, même après le retrait des mots, la même recherche est faite dans les descriptions longues (`webradio`, « accueillir un élève allophone » trouvent des outils au lieu de rien) ; elle ne change aucune recherche qui trouvait déjà quelque chose.',
      'Recherche : « non », « après », « tout », « voudrais », « faut » et les autres négations, adverbes et verbes de souhait ne sont plus exigés (« pictogrammes pour un élève non verbal » ne garde plus `non`, qu’aucun outil pertinent ne contient, et trouve ARASAAC et Proloquo2Go) ; nouveaux synonymes : niveaux (6e…3e avec collège, 2de, 1re, terminale avec lycée), ENT, TAO, bruit et sonomètre, confidentialité et données personnelles, remue-méninges, nuage de mots.',
      'Recherche : les formes d’« être » et d’« avoir » (« je suis », « nous avons », « était »…), « ici », « sans » et « soi », mots vides de la liste française de Snowball, ne sont plus exigés (« je suis CPE, suivre les absences et les retards » ne garde plus `suis`, qui trouvait « Suisse », et trouve ÉcoleDirecte et Pronote).',
      'Recherche : un mot vide écrit en sigle, en capitales (`SES`, `SI`), est cherché comme tout mot, en entier, là où les fiches l’écrivent aussi en capitales (`SES` trouve Gapminder et Khartis, mais ni « ses élèves » ni « sessions »), sauf dans une requête tout en capitales de plusieurs mots.',
      'Recherche : quand aucun outil ne contient tous les mots, les niveaux du secondaire (collège, 4e, seconde, première, terminale…) sont retirés juste après les mots qu’aucun outil ne contient, avant le mot le plus fréquent (« algorithmique en seconde » cherchait `seconde` et trouvait « en quelques secondes » ; il cherche `algorithmique` et trouve France-ioi et Algoréa).',
      'Recherche : quand un mot doit être retiré pour être le plus fréquent, sa fréquence est comptée dans les descriptions longues des outils, leur texte entier, et non plus dans les seuls noms, descriptions courtes et mots-clés (« bibliothécaire dans une petite médiathèque, il me faut un logiciel pour le catalogue et les prêts » cherchait `petite` ; il cherche `médiathèque` et `catalogue`, et trouve PMB).',
      'Recherche : quand il ne reste d’une requête qu’un niveau du secondaire, ses autres mots n’étant dans aucune description courte, la recherche est refaite dans les descriptions longues, et leur réponse remplace la première si elle trouve quelque chose (« espagnol en 4e » listait tous les outils du collège ; il trouve Duolingo, LyricsTraining et WordReference).',
      'Synonymes : TNI, TBI, VPI, tableau numérique interactif, tableau blanc interactif, tableau interactif, écran interactif, tableau blanc (`TNI` ne trouvait rien) ; TTS et text to speech avec synthèse vocale ; exerciseur avec exercices.',
      'La page `/problems/` liste les types de problèmes, chacun avec sa page.',
    ],
  },
  {
    version: '1.3.0',
    date: '2026-11-26',
    changes: [
      'Recherche avec d’autres filtres : les mots retirés faute de résultat sont choisis d’après les outils que ces filtres gardent (`category=quiz-evaluation&q=quiz anglais` cherche `quiz`, puisqu’aucun outil de cette catégorie ne contient « anglais », au lieu de ne rien trouver).',
      'Recherche : un mot à trait d’union qu’aucun outil ne contient en entier est cherché en ses parties avant qu’un mot soit retiré (`histoire-géographie` devient `histoire` et `géographie` ; aucun outil ne contenant les deux, `histoire` est retiré et la recherche trouve Géoconfluences et Géoportail, au lieu de rien).',
      'Recherche : « élève », « outil », « classe » et les autres mots de la demande, seuls ou avec des mots grammaticaux, sont cherchés comme tout mot, descriptions comprises (`un élève` ne trouvait qu’Universalis, `élève` qu’ElevenLabs) ; une requête de mots grammaticaux seuls (`le`) ne cherche toujours que dans les noms.',
      'Recherche : « réaliser », « concevoir », « construire », « produire », « fabriquer » et « mal » ne sont plus exigés (« construire un quiz » cherche `quiz`, « a du mal à lire » cherche `lire`) ; nouveaux synonymes (minuteur et chronomètre, espace et environnement numérique de travail, mindmap) ; « à plusieurs » ne trouve plus tout texte qui dit « plusieurs ».',
      'Description OpenAPI : le 400 `bad-request` et le 408 `request-timeout` du serveur local sur tous les chemins, tous les en-têtes de la réponse aux requêtes CORS préalables, et la longueur de `q` comptée comme l’API la compte (blancs autour retirés, chaque suite de blancs réduite à une espace) ; `/llms.txt` donne aussi les règles de chaque point d’accès, les champs de chaque réponse JSON et le cas de chaque problème.',
      'Les paires vides d’une chaîne de requête (un `&` final ou doublé) ne sont plus comptées parmi les 20 paramètres au-delà desquels l’API répond 431 ; sur le serveur local, un `HEAD` qui reçoit un problème a les en-têtes du `GET` (`Content-Encoding` et `Content-Length` compris).',
      'Export CSV : colonnes `screenshot_width` et `screenshot_height` (les colonnes suivantes se décalent de deux : lisez-les par leur nom) ; une cellule de texte qui commence comme une formule de tableur (`=`, `+`, `-`, `@`) reçoit une apostrophe devant, pour qu’aucun tableur n’exécute de formule ; les exports JSON et NDJSON gardent chaque valeur exacte.',
      'Flux Atom : noms et descriptions en texte brut (plus en HTML), `xml:lang="fr"`, la licence en lien `rel="license"` et le site de chaque outil en lien `rel="related"`.',
    ],
  },
  {
    version: '1.2.0',
    date: '2026-11-25',
    changes: [
      'Recherche : de nouveaux synonymes (tirage au sort, fausses informations, traitement de texte…) ; « remplacer », « alternative », « vérifier », « comment », « contre » et « très » ne sont plus exigés dans les résultats.',
      'Recherche : quand aucun outil ne contient tous les mots, ceux qu’aucun outil ne contient sont retirés d’abord (« fabriquer une carte mentale » cherche `carte mentale`) ; un mot à trait d’union trouve aussi ses parties séparées ; un mot répété compte une fois ; une requête de mots vides ne cherche que dans les noms.',
      '`meta.search.words` garde les accents et les traits d’union de la requête.',
      'Les paramètres inconnus sont ignorés même mal encodés ; un problème 400 nomme chaque paramètre fautif une fois et reprend les valeurs telles qu’envoyées.',
      'Tout 400 porte `errors` (vide quand aucun paramètre n’est en cause).',
    ],
  },
  {
    version: '1.1.0',
    date: '2026-11-23',
    changes: [
      'Exports complets de l’annuaire : `/export/tools.json`, `.csv` et `.ndjson`.',
      'Flux des nouveautés : JSON Feed 1.1 (`/feed.json`) et Atom 1.0 (`/feed.xml`), 50 outils.',
      'Paramètre `language` de `/tools` : outils dont l’interface propose une langue.',
      'Recherche : racines françaises, synonymes, fautes de frappe, relâchement des mots ; `meta.search` dit quels mots ont servi.',
      'Cycle de vie des outils : un outil arrêté garde sa fiche (`status: "discontinued"`), un outil renommé répond 301 depuis ses anciens slugs.',
      '`TRACE` répond 405 ; la requête CORS préalable accepte tout en-tête demandé.',
      'Documentation en français, une page par type de problème, et `/llms.txt`.',
    ],
  },
  {
    version: '1.0.0',
    date: '2026-11-21',
    changes: [
      'Première version : document de découverte, outils (liste filtrable par `category`, `pricing`, `has_education_pricing`, recherche `q`, pagination), fiches, sélections, catégories, document OpenAPI 3.1.',
      'Erreurs au format RFC 9457 en français ; ETag et 304 ; CORS ouvert ; limite de 60 requêtes par minute et par adresse IP.',
    ],
  },
];
