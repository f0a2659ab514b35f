/**
 * `npm run nouvelle-selection`: writes `content/collections/<slug>.yaml` for a new collection.
 * At a terminal it asks its questions; elsewhere it takes them as flags and never waits for input.
 * `npm run nouvelle-selection -- --help` lists the flags, in French.
 */
import * as prompts from '@clack/prompts';
import { relative } from 'node:path';
import { contentDir } from '../content/load.ts';
import { flags, interactive, run, today, UsageError } from '../editorial/cli.ts';
import { readExisting, type ExistingContent } from '../editorial/existing.ts';
import { collectionAnswerProblems, collectionAnswers, collectionChecks, KIND_CHOICES, kindValue, writeCollection, type RawCollectionAnswers } from '../editorial/scaffold.ts';
import { TO_WRITE } from '../editorial/skeleton.ts';

const HELP = `Crée une sélection dans content/collections/<slug>.yaml.

Deux sortes de sélection : pour une tâche (« Créer un quiz ») ou pour un profil
(« Professeur des écoles »). Dans un terminal, la commande pose ses questions ; ailleurs,
elle prend les réponses en options :

  npm run nouvelle-selection -- --titre "Créer un quiz en 5 minutes" --type tache \\
    --tache "Créer un quiz" --description "Une phrase qui résume la sélection." \\
    --outils kahoot,wooclap,quizizz

Options :
  --titre TEXTE          titre en français (donne le slug)
  --type tache|profil    sélection pour une tâche ou panoplie pour un profil
  --tache TEXTE          la tâche, comme un enseignant la dirait (type tache)
  --profil TEXTE         à qui s’adresse la panoplie (type profil)
  --description TEXTE    une phrase qui résume la sélection, 200 caractères au plus
  --outils LISTE         slugs des outils, dans l’ordre éditorial, séparés par des virgules
  --contenu DOSSIER      dossier de contenu (défaut : content, ou CONTENT_DIR)
  --date AAAA-MM-JJ      date du jour à inscrire (défaut : aujourd’hui)
  -h, --help             cette aide`;

const LABELS: Record<keyof RawCollectionAnswers, string> = {
  title: '--titre',
  kind: '--type',
  subject: '--tache / --profil',
  short_description: '--description',
  tools: '--outils',
};

await run(async () => {
  const { values } = flags(process.argv.slice(2), {
    titre: { type: 'string' },
    type: { type: 'string' },
    tache: { type: 'string' },
    profil: { type: 'string' },
    description: { type: 'string' },
    outils: { type: 'string' },
    contenu: { type: 'string' },
    date: { type: 'string' },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const root = values.contenu ?? contentDir();
  const day = today(values.date);
  const existing = readExisting(root);
  const given: Partial<RawCollectionAnswers> = {
    title: values.titre,
    kind: values.type ?? (values.tache !== undefined ? 'top_list' : values.profil !== undefined ? 'stack' : undefined),
    subject: values.tache ?? values.profil,
    short_description: values.description,
    tools: values.outils,
  };
  let raw: RawCollectionAnswers;
  if (interactive()) {
    const answers = await ask(given, existing);
    if (!answers) return 1;
    raw = answers;
  } else {
    const missing = (Object.keys(LABELS) as (keyof RawCollectionAnswers)[]).filter((key) => given[key] === undefined).map((key) => LABELS[key]);
    if (missing.length > 0) throw new UsageError(`il manque ${missing.join(', ')} (hors terminal, les réponses passent en options ; voir --help)`);
    raw = given as RawCollectionAnswers;
  }
  const problems = collectionAnswerProblems(raw, existing, LABELS);
  if (problems.length > 0) throw new UsageError(`la sélection n’est pas écrite :\n  ${problems.join('\n  ')}`);

  const path = relative(process.cwd(), writeCollection(root, collectionAnswers(raw), day));
  console.log(`Sélection créée : ${path}

Il reste à écrire l’introduction (champ description) à la place de « ${TO_WRITE} »,
et, si vous le souhaitez, une note par outil. Puis : npm run validate`);
  return 0;
});

async function ask(given: Partial<RawCollectionAnswers>, existing: ExistingContent): Promise<RawCollectionAnswers | undefined> {
  const checks = collectionChecks(existing);
  const check = (key: keyof typeof checks) => (value: string | undefined) => checks[key](value ?? '');
  prompts.intro('Nouvelle sélection');
  const answers: Partial<RawCollectionAnswers> = { ...given };
  const tools = [...existing.toolSlugs.entries()].filter(([slug, owner]) => slug === owner).map(([slug]) => slug);
  const steps: [keyof RawCollectionAnswers, () => Promise<string | symbol>][] = [
    ['title', () => prompts.text({ message: 'Titre de la sélection', validate: check('title') })],
    ['kind', () => prompts.select({ message: 'Sorte de sélection', options: KIND_CHOICES.map(({ value, label }) => ({ value, label })) })],
    ['subject', () => prompts.text({ message: kindValue(answers.kind ?? '') === 'stack' ? 'Pour quel profil ?' : 'Pour quelle tâche ?', validate: check('subject') })],
    ['short_description', () => prompts.text({ message: 'Une phrase qui résume la sélection', validate: check('short_description') })],
    [
      'tools',
      async () => {
        const picked = await prompts.autocompleteMultiselect({ message: 'Outils (tapez pour filtrer, espace pour choisir, dans l’ordre voulu)', options: tools.map((slug) => ({ value: slug, label: slug })) });
        return prompts.isCancel(picked) ? picked : picked.join(', ');
      },
    ],
  ];
  for (const [key, question] of steps) {
    if (answers[key] !== undefined) continue;
    const answer = await question();
    if (prompts.isCancel(answer)) {
      prompts.cancel('Rien n’a été écrit.');
      return undefined;
    }
    answers[key] = answer as string;
  }
  prompts.outro('Réponses complètes.');
  return answers as RawCollectionAnswers;
}
