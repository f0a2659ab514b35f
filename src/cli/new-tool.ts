/**
 * `npm run nouvel-outil`: writes `content/tools/<slug>.md` for a new tool. At a terminal it asks
 * its questions; elsewhere (CI, piped input) it takes them as flags and never waits for input.
 * `npm run nouvel-outil -- --help` lists the flags, in French.
 */
import * as prompts from '@clack/prompts';
import { relative } from 'node:path';
import { quote } from '../content/messages.ts';
import { LONG_DESCRIPTION_WORDS, SHORT_DESCRIPTION_LENGTH } from '../content/schema.ts';
import { TO_WRITE } from '../content/unfinished.ts';
import { contentFolder, flags, layout, noArguments, printHelp, renamedFlag, run, UsageError } from '../editorial/cli.ts';
import { helpColumn } from '../editorial/frame.ts';
import { readExisting, type ExistingContent } from '../editorial/existing.ts';
import { ask, gather, pickFiltered, pickMany, pickOnPurpose, validators, type Question } from '../editorial/questions.ts';
import { yesNo } from '../editorial/yes-no.ts';
import { OTHER_PRODUCT_FLAG, PRICING_ANSWERS, PRICING_CHOICES, recordDay, REQUIRED_TOOL_ANSWERS, toolAnswerProblems, toolAnswers, toolChecks, writeTool, type RawToolAnswers } from '../editorial/scaffold.ts';

/** « 20 à 160 », the bounds the validator holds a tool's short description to. */
const TOOL_LENGTH = `${SHORT_DESCRIPTION_LENGTH.min} à ${SHORT_DESCRIPTION_LENGTH.tool}`;

/** Where the explanations of the options start, in the help. */
const OPTION_COLUMN = 30;

const HELP = `Crée la fiche d’un nouvel outil dans content/tools/<slug>.md.

Dans un terminal, la commande pose ses questions. Ailleurs (intégration
continue, entrée redirigée) elle prend les réponses en options et ne pose
aucune question\u00a0:

  npm run nouvel-outil -- --nom "Mon Outil" --site https://mon-outil.fr/ \\
    --categorie quiz-evaluation --tarif freemium \\
    --description-courte "Une phrase factuelle de ${TOOL_LENGTH} caractères."

Options\u00a0:
  --nom TEXTE                 nom du produit, tel que l’éditeur l’écrit
                              (donne le slug)
  --site URL                  site officiel, en https://
  --categorie SLUG            une catégorie de content/categories.yaml,
                              par son slug ou par son nom
                              ("Quiz et évaluation")
  --tarif VALEUR              ${helpColumn(PRICING_ANSWERS, OPTION_COLUMN)}
  --description-courte TEXTE  ${helpColumn(`description courte\u00a0: une phrase factuelle de ${TOOL_LENGTH} caractères\u00a0; la description longue s’écrit ensuite dans le fichier, à la place des lignes ${quote(TO_WRITE)}`, OPTION_COLUMN)}
  --description TEXTE         ancien nom de --description-courte\u00a0: la même
                              description courte, jamais la description longue
  --langues LISTE             langues de l’interface, le français d’abord
                              (défaut\u00a0: fr)
  --etiquettes LISTE          étiquettes de content/tags.yaml, séparées par
                              des virgules
  --editeur TEXTE             entreprise ou organisme qui fait l’outil\u00a0; sans
                              cette option ou avec null, la fiche porte
                              vendor: null (éditeur inconnu)
  --offre-education TEXTE     offre documentée pour écoles, enseignants
                              ou élèves
  --offre-education-url URL   page qui décrit cette offre
  ${OTHER_PRODUCT_FLAG}             le site est sur celui d’un outil déjà présent
                              (une autre page du même site), mais c’est un
                              autre produit
  --contenu DOSSIER           dossier de contenu (défaut\u00a0: content,
                              ou CONTENT_DIR)
  --date AAAA-MM-JJ           date à inscrire, jamais à venir
                              (défaut\u00a0: aujourd’hui)
  -h, --help                  cette aide

Obligatoires hors terminal\u00a0: --nom, --site, --categorie, --tarif,
--description-courte.`;

const LABELS: Record<keyof RawToolAnswers, string> = {
  name: '--nom',
  website_url: '--site',
  category: '--categorie',
  pricing: '--tarif',
  short_description: '--description-courte',
  languages: '--langues',
  tags: '--etiquettes',
  vendor: '--editeur',
  education_description: '--offre-education',
  education_url: '--offre-education-url',
};

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), {
    nom: { type: 'string' },
    site: { type: 'string' },
    categorie: { type: 'string' },
    tarif: { type: 'string' },
    'description-courte': { type: 'string' },
    description: { type: 'string' },
    langues: { type: 'string' },
    etiquettes: { type: 'string' },
    editeur: { type: 'string' },
    'offre-education': { type: 'string' },
    'offre-education-url': { type: 'string' },
    [OTHER_PRODUCT_FLAG.slice(2)]: { type: 'boolean' },
    contenu: { type: 'string' },
    date: { type: 'string' },
  });
  if (values.help) return printHelp(HELP);
  noArguments(positionals);
  const root = contentFolder(values.contenu);
  const day = recordDay(values.date);
  const existing = readExisting(root);
  const given: Partial<RawToolAnswers> = {
    name: values.nom,
    website_url: values.site,
    category: values.categorie,
    pricing: values.tarif,
    short_description: renamedFlag(values, 'description-courte', 'description'),
    languages: values.langues,
    tags: values.etiquettes,
    vendor: values.editeur,
    education_description: values['offre-education'],
    education_url: values['offre-education-url'],
  };

  const otherProduct = values[OTHER_PRODUCT_FLAG.slice(2)] === true;
  const raw = await gather(given, { required: REQUIRED_TOOL_ANSWERS, labels: LABELS, intro: 'Nouvel outil', questions: () => questions(existing, otherProduct) });
  if (!raw) return 1;
  const problems = toolAnswerProblems(raw, existing, LABELS, { otherProduct });
  if (problems.length > 0) throw new UsageError(`la fiche n’est pas écrite\u00a0:\n  ${problems.join('\n  ')}`);

  const path = relative(process.cwd(), writeTool(root, toolAnswers(raw, existing), day));
  console.log(
    (await layout(process.stdout)).notice(`Fiche créée\u00a0: ${path}

Il reste à écrire la description longue (${LONG_DESCRIPTION_WORDS.min} à ${LONG_DESCRIPTION_WORDS.max} mots, en français) à la place
des lignes ${quote(TO_WRITE)}. Tant qu’il en reste une, npm run validate la
signale et la construction s’arrête. Ensuite\u00a0:
  npm run validate            vérifie la fiche
  npm run diff -- origin/main montre ce que la modification change dans l’API`),
  );
  return 0;
});

/** The questions of a new tool, with the checks of `scaffold.ts` on every typed answer. */
function questions(existing: ExistingContent, otherProduct: boolean): Question<keyof RawToolAnswers>[] {
  const check = validators(toolChecks(existing, { otherProduct }));
  return [
    ['name', () => ask({ message: 'Nom du produit, tel que l’éditeur l’écrit', validate: check('name') })],
    ['website_url', () => ask({ message: 'Site officiel', placeholder: 'https://…', validate: check('website_url') })],
    [
      'category',
      () =>
        pickFiltered(
          'Catégorie',
          existing.categories.map((category) => ({ value: category.slug, label: category.name, hint: category.slug })),
          check('category'),
        ),
    ],
    // Chosen on purpose: a first option taken by Enter alone published tools as free by mistake.
    [
      'pricing',
      () =>
        pickOnPurpose(
          'Modèle de tarif publié par l’éditeur',
          PRICING_CHOICES.map(({ value, label }) => ({ value, label })),
          'aucun tarif choisi\u00a0: rien n’est choisi d’avance\u00a0; descendez avec ↓ jusqu’au tarif que publie l’éditeur, puis Entrée',
        ),
    ],
    ['short_description', () => ask({ message: `Description courte\u00a0: une phrase factuelle de ${TOOL_LENGTH} caractères`, validate: check('short_description') })],
    // `fr` is the answer to Enter alone, not text already typed: an editor who types « fr, en » would get « frfr, en ».
    ['languages', () => ask({ message: 'Langues de l’interface, le français d’abord (Entrée seule\u00a0: fr)', placeholder: 'fr', defaultValue: 'fr', validate: (value) => check('languages')(value || 'fr') })],
    [
      'tags',
      () => {
        if (existing.tags.length === 0) return ask({ message: 'Étiquettes, séparées par des virgules (facultatif)', defaultValue: '', validate: check('tags') });
        // Synonyms in the hint, which the filter reads too: typing « qcm » finds « quiz ».
        const options = existing.tags.map((tag) => ({ value: tag.slug, label: tag.label, hint: [tag.slug, ...tag.synonyms].join(', ') }));
        return pickMany('Étiquettes de content/tags.yaml, facultatives', options, check('tags'));
      },
    ],
    [
      'vendor',
      () =>
        ask({
          message: 'Éditeur\u00a0: entreprise ou organisme qui fait l’outil (laissez vide si personne ne peut le nommer\u00a0: la fiche portera vendor: null)',
          defaultValue: '',
          validate: check('vendor'),
        }),
    ],
    [
      'education_description',
      async () => {
        const has = await yesNo('L’éditeur publie-t-il une offre documentée pour les écoles, enseignants ou élèves\u00a0?', false);
        if (prompts.isCancel(has) || !has) return has === false ? '' : has;
        return ask({ message: 'Qui y a droit et ce qu’elle donne, en une ligne', validate: check('education_description') });
      },
    ],
    ['education_url', (answers) => (answers.education_description ? ask({ message: 'Page de l’éditeur qui décrit cette offre', placeholder: 'https://…', validate: check('education_url') }) : Promise.resolve(''))],
  ];
}
