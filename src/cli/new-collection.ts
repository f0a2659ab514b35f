/**
 * `npm run nouvelle-selection`: writes `content/collections/<slug>.yaml` for a new collection.
 * At a terminal it asks its questions; elsewhere it takes them as flags and never waits for input.
 * `npm run nouvelle-selection -- --help` lists the flags, in French.
 */
import { relative } from 'node:path';
import { quote } from '../content/messages.ts';
import { SHORT_DESCRIPTION_LENGTH } from '../content/schema.ts';
import { TO_WRITE } from '../content/unfinished.ts';
import { contentFolder, flags, layout, noArguments, printHelp, renamedFlag, run, UsageError } from '../editorial/cli.ts';
import { helpColumn } from '../editorial/frame.ts';
import { readExisting, type ExistingContent } from '../editorial/existing.ts';
import { ask, gather, pickMany, pickOne, validators, type Question } from '../editorial/questions.ts';
import { collectionAnswerProblems, collectionAnswers, collectionChecks, collectionSizeNotice, KIND_CHOICES, kindValue, publishedTools, recordDay, subjectFlags, writeCollection, type RawCollectionAnswers } from '../editorial/scaffold.ts';

/** « 20 à 200 », the bounds the validator holds a collection's short description to. */
const COLLECTION_LENGTH = `${SHORT_DESCRIPTION_LENGTH.min} à ${SHORT_DESCRIPTION_LENGTH.collection}`;

/** Where the explanations of the options start, in the help. */
const OPTION_COLUMN = 30;

const HELP = `Crée une sélection dans content/collections/<slug>.yaml.

Deux sortes de sélection\u00a0: pour une tâche («\u00a0Créer un quiz\u00a0») ou pour un profil
(«\u00a0Professeur des écoles\u00a0»). Dans un terminal, la commande pose ses questions\u00a0;
ailleurs, elle prend les réponses en options\u00a0:

  npm run nouvelle-selection -- --titre "Sonder la classe en direct" \\
    --type tache --tache "Sonder la classe" \\
    --description-courte \\
      "Des outils pour recueillir l’avis de toute la classe en direct." \\
    --outils wooclap,kahoot,plickers,digistorm,mentimeter

Une sélection publiée cite 5 à 15 outils.

Options\u00a0:
  --titre TEXTE               titre en français (donne le slug)
  --type tache|profil         sélection pour une tâche ou panoplie pour
                              un profil
  --tache TEXTE               la tâche, comme un enseignant la dirait
                              (type tache)
  --profil TEXTE              à qui s’adresse la panoplie (type profil)
  --description-courte TEXTE  ${helpColumn(`une phrase qui résume la sélection, de ${COLLECTION_LENGTH} caractères\u00a0; l’introduction s’écrit ensuite dans le fichier`, OPTION_COLUMN)}
  --description TEXTE         ancien nom de --description-courte\u00a0: la même
                              phrase, jamais l’introduction
  --outils LISTE              outils publiés, dans l’ordre éditorial,
                              séparés par des virgules\u00a0: par leur slug ou
                              par leur nom ("Kahoot, La Quizinière")
  --contenu DOSSIER           dossier de contenu (défaut\u00a0: content,
                              ou CONTENT_DIR)
  --date AAAA-MM-JJ           date à inscrire, jamais à venir
                              (défaut\u00a0: aujourd’hui)
  -h, --help                  cette aide`;

const LABELS: Record<keyof RawCollectionAnswers, string> = {
  title: '--titre',
  kind: '--type',
  subject: '--tache / --profil',
  short_description: '--description-courte',
  tools: '--outils',
};

/** Every answer is needed: the title, kind, subject, summary and tools of a collection. */
const REQUIRED = Object.keys(LABELS) as (keyof RawCollectionAnswers)[];

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), {
    titre: { type: 'string' },
    type: { type: 'string' },
    tache: { type: 'string' },
    profil: { type: 'string' },
    'description-courte': { type: 'string' },
    description: { type: 'string' },
    outils: { type: 'string' },
    contenu: { type: 'string' },
    date: { type: 'string' },
  });
  if (values.help) return printHelp(HELP);
  noArguments(positionals);
  const root = contentFolder(values.contenu);
  const day = recordDay(values.date);
  const existing = readExisting(root);
  const given: Partial<RawCollectionAnswers> = {
    title: values.titre,
    ...subjectFlags(values),
    short_description: renamedFlag(values, 'description-courte', 'description'),
    tools: values.outils,
  };
  const raw = await gather(given, { required: REQUIRED, labels: LABELS, intro: 'Nouvelle sélection', questions: () => questions(existing) });
  if (!raw) return 1;
  const problems = collectionAnswerProblems(raw, existing, LABELS);
  if (problems.length > 0) throw new UsageError(`la sélection n’est pas écrite\u00a0:\n  ${problems.join('\n  ')}`);

  const answers = collectionAnswers(raw, existing);
  const path = relative(process.cwd(), writeCollection(root, answers, day));
  console.log(
    (await layout(process.stdout)).notice(`Sélection créée\u00a0: ${path}

Il reste à écrire l’introduction (champ description) à la place de
${quote(TO_WRITE)}, et, si vous le souhaitez, une note par outil. Puis\u00a0:
npm run validate`),
  );
  const notice = collectionSizeNotice(answers.tools.length, path);
  if (notice) console.error(`\n${(await layout(process.stderr)).notice(notice)}`);
  return 0;
});

/** The questions of a new collection, with the checks of `scaffold.ts` on every typed answer. */
function questions(existing: ExistingContent): Question<keyof RawCollectionAnswers>[] {
  const check = validators(collectionChecks(existing));
  // Drafts and discontinued tools are not offered: a collection may cite published tools only.
  const tools = publishedTools(existing);
  return [
    ['title', () => ask({ message: 'Titre de la sélection', validate: check('title') })],
    ['kind', () => pickOne('Sorte de sélection', KIND_CHOICES.map(({ value, label }) => ({ value, label })))],
    ['subject', (answers) => ask({ message: kindValue(answers.kind ?? '') === 'stack' ? 'Pour quel profil\u00a0?' : 'Pour quelle tâche\u00a0?', validate: check('subject') })],
    ['short_description', () => ask({ message: `Une phrase qui résume la sélection, de ${COLLECTION_LENGTH} caractères`, validate: check('short_description') })],
    [
      'tools',
      () => pickMany('Outils, dans l’ordre où vous les cochez', tools.map((slug) => ({ value: slug, label: existing.toolLabels.get(slug) ?? slug, hint: slug })), check('tools')),
    ],
  ];
}
