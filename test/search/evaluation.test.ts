import { describe, expect, it } from 'vitest';
import { REAL_CONTENT } from '../helpers/sites.ts';
import { scoreContent, SETS, type SetName } from './evaluation.ts';

/**
 * Figures on the real content (`npx node bench/search-eval.ts` prints them per query; before and
 * after in `bench/results/search-eval.md`):
 * - keywords and names (`queries`, 114): on the 366 tools of the first wave, before stems,
 *   synonyms, tags and dropped words, precision@5 74.7 %, recall@5 73.9 %, no result 7.9 %;
 *   after, on the same tools, precision@5 74.9 %, recall@5 84.3 %, no result 0 %;
 * - teachers' phrases (`phrases`, 71): before, success@5 33.8 %, no result 66.2 %; after,
 *   success@5 95.8 %, precision@5 87.2 %, no result 2.8 % (366 tools).
 * With the 447 tools of the second wave (new tools judged against every query), precision@5
 * is 73.1 % (queries) and 84.2 % (phrases): more fitting tools compete for five places, and a
 * query judged on fewer tools has fewer expected answers among them. With the words that no
 * tool holds dropped first, the phrases reach success@5 98.6 %, precision@5 86.4 %, recall@5
 * 70.4 %, recall 67.5 % and no query without result (447 tools).
 * Phrases judged before the search ran them (`unseen`, 40; `heldout`, 15) showed how much of
 * that came from tuning: success@5 42.5 % and 40.0 %. With synonyms chosen from the unseen
 * phrases' failures and a few more request words as stop words: unseen 70.0 %, heldout 53.3 %;
 * keywords precision@5 73.3 %, the tuned phrases unchanged. The synonyms of 1.3.0 raise the
 * phrases' recall@5 to 71.5 % (recall 68.7 %) and make one held-out phrase succeed (60.0 %;
 * that set is no longer wholly unseen). Forty more phrases (`fresh`), written and judged on
 * 2026-11-26 before the search ran them and never used to change it: success@5 65.0 %,
 * precision@5 61.5 %, recall@5 32.0 %, recall 32.3 %, no result 2.5 %. In 1.4.0, stop words
 * (negations, adverbs, the verbs of a wish) and synonyms (school levels, TAO, noise, privacy…)
 * chosen from its failures raise it to 72.5 %, 68.2 %, 40.0 %, 38.7 % and 2.5 %: it is no longer
 * unseen. Forty more phrases (`blind`), written and judged against the records before the search
 * ran them, measured once before and once after those changes: success@5 50.0 % both times,
 * precision@5 40.6 %, recall@5 24.9 %, recall 25.2 → 25.7 %, no result 12.5 %. Then, chosen
 * after reading that set's dead ends, the long descriptions searched when nothing else matches:
 * blind 57.5 %, 48.1 %, 31.4 %, 31.6 %, no result 5.0 %; unseen 72.5 %, 55.1 %, 27.5 %, 29.7 %
 * and fresh with no query left without result; every query that found something is unchanged.
 * Thirty-eight more phrases (`blind2`), written and judged the same way by someone who had not
 * read the search, scored once before any change: success@5 50.0 %, precision@5 40.4 %,
 * recall@5 26.7 %, recall 22.6 %, no result 2.6 %. Snowball's French stop words then (the forms
 * of être and avoir: four of its failures began "je suis …"): 52.6 %, 43.0 %, 28.5 %, 24.3 %,
 * 2.6 %, every other set unchanged; with a synonym group for the interactive board (`TNI`, its
 * one dead end): 55.3 %, 44.0 %, 29.5 %, 26.4 %, no result 0 %. A stop word written as a sigle
 * searched as a word (`SES`, a dead end of `blind`): blind 60.0 %, 50.6 %, 33.9 %, 34.1 %, no
 * result 2.5 %, the other sets unchanged. Secondary-school levels dropped before the most
 * frequent word: blind 65.0 %, 52.1 %, 35.4 %, 35.6 %; blind2 57.9 %, 46.1 %, 31.6 %, 27.5 %;
 * the other sets unchanged. Forty more phrases (`blind3`), written and judged the same way after
 * those changes and scored once: success@5 30.0 %, precision@5 20.1 %, recall@5 12.3 %, recall
 * 18.3 %, no result 5.0 % (25.0 %, 17.6 %, 10.6 %, 17.5 %, 5.0 % on the search before this
 * round's changes). Then the most frequent word counted in the long descriptions: keywords
 * 98.2 %, 73.8 %, 83.7 %, 93.3 %; phrases 98.6 %, 85.6 %, 71.8 %, 69.0 %; unseen 80.0 %, 60.5 %,
 * 33.5 %, 35.8 %; heldout 60.0 %, 49.6 %, 35.3 %, 34.6 %; fresh 75.0 %, 69.9 %, 45.3 %, 43.7 %;
 * blind 70.0 %, 56.4 %, 38.5 %, 38.7 %; blind2 71.1 %, 54.2 %, 35.3 %, 32.8 %; blind3 42.5 %,
 * 28.8 %, 19.9 %, 24.5 %, no result as before. Two synonyms for its two dead ends (`TTS`,
 * `exerciseur`): blind3 47.5 %, 30.8 %, 21.9 %, 29.5 %, no result 0 %. A search left with a
 * secondary-school level alone answered from the long descriptions (`espagnol en 4e`): blind3
 * 50.0 %, 33.3 %, 23.7 %, 31.4 %, the other sets unchanged. Twenty-nine more phrases
 * (`blind4`), written and judged the same way after those changes and scored once before any
 * change chosen after them: success@5 34.5 %, precision@5 26.4 %, recall@5 15.7 %, recall
 * 18.8 %, no result 3.4 % (one query, "poésie"). Then, chosen from it, a hyphenated word of stop
 * words as a stop word (`eux-mêmes`) and two synonym groups (poésie, astronomie): blind4 41.4 %,
 * 30.7 %, 18.6 %, 21.7 %, no result 0 %, the other sets unchanged. Seven tools added for needs
 * the blind sets found no tool for (Pl@ntNet, phyphox, Elix, Collatinus, Lichess, Ptable,
 * Klavaro; 454 tools), each judged against every query: unseen 82.5 %, 63.0 %, 34.0 %, 36.3 %
 * ("tableau périodique interactif" finds Ptable); blind's precision@5 56.4 → 56.0 % (Pl@ntNet's
 * "fruits" is one typo from "bruit" and comes third for "supprimer le bruit de fond d'un
 * enregistrement"), small moves of the same kind elsewhere. Forty more phrases (`blind5`, each
 * at most 100 characters), written and judged the same way after all of that and scored once:
 * success@5 40.0 %, precision@5 30.2 %, recall@5 27.9 %, recall 32.9 %, no result 2.5 %
 * ("théorème de pythagore"). Six more tools for needs the blind sets met (EDT, Mathpix Snip,
 * Google Lens, Geneanet, LEGO Education SPIKE, Bee-Bot; 460 tools), judged against every query:
 * blind4 44.8 %, 34.2 %, 19.3 %, 22.4 % ("emploi du temps" finds EDT); keywords' precision@5
 * 73.6 → 72.7 % (tools that name another tool or a sigle in their description now fill places
 * of name queries: "scrach" lists SPIKE, programmed with blocks inspired by Scratch; "google
 * traduction" lists Google Lens); blind5's recall@5 and recall 27.9 → 26.6 % and 32.9 → 31.6 %
 * (Google Lens, a fitting answer to "identifier une plante", comes after the first five). Five
 * more tools (BioDigital Human, Rallye-lecture.fr, 3018, ARTE Concert, Time Timer; 465 tools),
 * judged against every query: heldout's precision@5 49.6 → 46.2 % (Rallye-lecture.fr's pupils
 * "marquent des points" and it comes second for "compter les points des élèves"), its recall@5
 * and recall 35.3 → 32.6 % and 34.6 → 31.8 % (Time Timer, a "minuteur" for an "activité", fits
 * "chronomètre pour les activités" and matches every word, so the tools found only once a word
 * was dropped, Classroomscreen and Digiscreen, are no longer listed), blind5's recall 31.6 →
 * 30.4 % (ARTE Concert, free classical concerts, matches every word of "trouver des textes
 * classiques gratuits à lire en classe" and hides Gallica the same way). Two general rules
 * then: `début` and `fin` (of a lesson, of a year) as stop words, and a word of two to four
 * capitals as a sigle matched whole (`ENT` no longer finds every "entraîner"): keywords 99.1 %,
 * 73.8 %, 84.4 %, 93.3 %; blind3 52.5 %, 34.2 %, 24.3 %, 31.8 %; the other sets unchanged.
 * Forty more requests (`blind6`: 14 short, 16 tasks, 10 long), written and judged against the
 * tools' files after all of that without reading the search, and scored once: success@5 52.5 %
 * (12 of 14 short requests, 7 of 16 tasks, 2 of 10 long ones), precision@5 41.4 %, recall@5
 * 41.2 %, recall 43.7 %, no result 0 %. Then, chosen from it, `sais` and `savoir` as request
 * words ("je ne sais pas quel identifiant…" searched `sais`): blind6 55.0 %, 42.6 %, 43.7 %,
 * 46.2 %; blind3 55.0 %, 35.2 %, 25.2 %, 32.5 %; the other sets unchanged. BioDigital Human's
 * short description saying what it is, an anatomy atlas: blind6's precision@5 44.6 %. A typo
 * matched in a whole word only below nine letters (`padet` no longer finds "palette"), a last
 * letter typed twice (`quizz`) still at the start of one: keywords 99.1 %, 74.5 %, 84.8 %,
 * 93.3 %; phrases 98.6 %, 85.8 %, 72.1 %, 69.0 %; unseen 85.0 %, 65.1 %, 36.2 %, 38.7 %;
 * heldout 66.7 %, 48.9 %, 37.0 %, 38.5 %; blind 72.5 %, 56.8 %, 39.0 %, 38.7 %; every other
 * figure of every set as high or higher. Requests written in English (`english`, 36, judged
 * on 2026-11-28 and scored on that search): success@5 63.9 %, precision@5 51.9 %, recall@5
 * 31.1 %, recall 35.9 %, no result 8.3 %; `for` or `the` alone was kept in four of them ("tools
 * for blind students" found Formative). English function and request words, and English words in the
 * synonym groups chosen from its failures: 91.7 %, 72.5 %, 56.5 %, 62.4 %, 2.8 %; `english2`
 * (28, read before the synonyms were translated) 42.9 → 53.6 %, 36.1 → 41.8 %, 25.3 → 31.0 %,
 * 21.5 → 27.8 %, no result 10.7 → 7.1 %; `english3` (40, written and judged by someone who had
 * not read the search, scored once before and once after) 37.5 → 50.0 %, 30.0 → 42.0 %,
 * 18.3 → 25.0 %, 20.2 → 25.3 %, no result 7.5 % both times; keywords 74.5 → 74.8 %,
 * 84.8 → 85.5 %, 93.3 → 93.6 % (precision@5, recall@5, recall: `traduction` finds DeepL
 * Translator and Microsoft Translator among the first five), every other figure unchanged. Then,
 * chosen from `english3`'s failures, more English stop words (`i`, `we`, `each`, `can`…), request
 * words (`free`, which found FreeCAD by its start, `want`, `need`, `make`, `class`…) and thirteen
 * synonym groups (`exit ticket`, `timetable`, `dictionary`, `open source`, `spanish`…): english
 * 91.7 %, 75.3 %, 59.3 %, 64.2 %, 2.8 %; english2 64.3 %, 47.1 %, 34.8 %, 36.9 %, 3.6 %; english3
 * 60.0 %, 51.5 %, 30.7 %, 31.2 %, 0 %; every French figure unchanged. Forty more English requests
 * (`english4`), written and judged by someone who had not read the search and never used to
 * choose anything: 37.5 % success@5 on the search before 1.4.7, 57.5 % after its first changes,
 * 65.0 % after the second (precision@5 28.2, 47.2, 54.7 %; recall@5 16.6, 28.7, 32.5 %; recall
 * 15.8, 27.9, 30.8 %; no result 5.0, 2.5, 2.5 %). In 1.4.8, a search that drops words ranks
 * and widens its results by the whole query (`search`'s `long`): success@5, precision@5,
 * recall@5, recall before → after: phrases 98.6 → 100 %, 85.8 → 85.2 %, 72.1 → 73.4 %, 69.0 →
 * 70.6 %; unseen 85.0 → 90.0 %, 65.1 → 64.4 %, 36.2 → 48.5 %, 38.7 → 52.3 %; heldout 66.7 →
 * 80.0 %, 48.9 → 47.6 %, 37.0 → 43.7 %, 38.5 → 51.4 %; fresh 75.0 → 90.0 %, 69.9 → 69.3 %, 45.2
 * → 58.7 %, 43.6 → 57.2 %; blind 72.5 → 90.0 %, 56.8 → 56.0 %, 39.0 → 50.5 %, 38.7 → 58.6 %;
 * blind2 71.1 → 86.8 %, 56.6 → 56.8 %, 36.8 → 48.6 %, 32.9 → 50.6 %; blind3 55.0 → 72.5 %, 35.2
 * → 39.3 %, 25.2 → 34.5 %, 33.9 → 47.2 %; blind4 44.8 → 58.6 %, 34.5 → 33.7 %, 21.6 → 29.8 %,
 * 24.7 → 35.4 %; blind5 40.0 → 60.0 %, 30.2 → 32.6 %, 26.6 → 43.2 %, 30.4 → 51.9 %; blind6 55.0
 * → 87.5 %, 45.3 → 48.5 %, 43.7 → 68.7 %, 46.2 → 70.8 %; english 91.7 %, 75.3 → 73.5 %, 59.3 →
 * 60.0 %, 64.2 → 64.9 %; english2 64.3 %, 47.1 → 42.7 %, 34.8 → 36.3 %, 36.9 → 47.3 %; english3
 * 60.0 → 65.0 %, 51.5 → 49.5 %, 30.7 → 35.7 %, 31.2 → 38.5 %; english4 65.0 → 70.0 %, 54.7 →
 * 50.8 %, 32.5 → 40.0 %, 30.8 → 41.7 %; keywords unchanged; no result unchanged everywhere.
 * Forty French requests (`blind7`) and thirty English ones (`english5`), written and judged
 * against the tools' files by someone who had not read the search, scored before and after
 * that change, which was chosen before they were read: blind7 87.5 → 92.5 %, 75.9 → 70.7 %,
 * 45.5 → 59.5 %, 45.1 → 58.7 %; english5 60.0 → 66.7 %, 50.3 → 49.7 %, 39.7 → 44.2 %, 39.2 →
 * 43.8 %; no result 0 % in both. Four tags corrected (Google Traduction no longer tagged as
 * screen recording): keywords' precision@5 74.9 %, phrases' 85.5 %. In 1.4.9, the English `ai`
 * searched as `ia` (but after an elided pronoun, "j'ai"), `teach`, `teacher`, `help` and a
 * parent's `fille`, `fils`, `maman`, `papa` as request words, and fourteen synonym groups naming
 * school subjects in English (`physics`, `history`, `robotics`…), chosen from the earlier sets'
 * failures: blind2 89.5 %, 57.9 %, 49.6 %, 51.3 %; blind4 62.1 %, 34.4 %, 30.7 %, 36.3 %;
 * blind5 62.5 %, 33.1 %, 43.8 %, 52.5 %; blind7 95.0 %, 71.7 %, 60.5 %, 59.7 %; english 91.7 %,
 * 73.9 %, 62.2 %, 70.0 %, no result 0 %; english2 67.9 %, 45.5 %, 39.1 %, 49.7 %, no result 0 %;
 * english3 67.5 %, 51.5 %, 38.7 %, 41.7 %; english4 75.0 %, 57.0 %, 44.0 %, 49.1 %; english5
 * 73.3 %, 53.9 %, 47.7 %, 49.7 %; every other set unchanged. Forty French requests (`blind8`)
 * and thirty English ones (`english6`), written and judged against the tools' files by someone
 * who had not read the search, after those changes were chosen, scored before and after them:
 * blind8 90.0 %, 54.7 %, 50.2 %, 53.2 % both times; english6 70.0 → 66.7 %, 34.1 → 38.3 %, 30.8
 * → 32.8 %, 51.2 → 54.3 % ("AI lesson planner" now keeps `ia` alone); no result 0 %. The eleven
 * detectors of AI-written text saying in their long descriptions that they look for text written
 * by ChatGPT ("détecter un texte écrit par ChatGPT" listed ChatGPT alone), and "détecteur
 * ChatGPT" added to the phrases: phrases 100 %, 85.7 %, 73.8 %, 71.0 %; blind8 92.5 %, 57.2 %,
 * 52.7 %, 55.7 %. Four synonym groups for English words of the earlier sets' failures
 * (`infographic`, `summarize`, `rubric`, `lesson`): english2 71.4 %, 47.7 %, 41.3 %, 51.5 %;
 * english4 77.5 %, 57.5 %, 44.5 %, 48.7 %; english6 76.7 %, 42.9 %, 35.2 %, 53.1 % (recall 49.1
 * → 48.7 % and 54.3 → 53.1 %: `lesson`, found as "leçon", is no longer dropped, and "AI lesson
 * planner" lists 9 tools where it listed 165); every other set unchanged. Forty French requests (`blind9`) and thirty English ones
 * (`english7`), written and judged against the tools' files by someone who had not read the
 * search, while those changes were made, scored before and after them: blind9 90.0 %, 67.7 %,
 * 66.2 %, 66.5 %, english7 56.7 %, 32.4 %, 47.8 %, 50.0 %, both unchanged by them; no result
 * 0 %. In 1.4.10, `run`, `set`, `give`, `keep`, `using`, `wants` and `needs` as request words,
 * `every`, `they`, `them` and `then` as stop words ("run an llm locally" and four more kept `run`
 * and found Runway), fourteen more synonym groups (`school`, `phone`, `drawing`, `comics`,
 * `simulate`, `office suite`, `song`, `newspaper`, `painting`, `museum`, `librarian`, `learner`,
 * `career`, `remove`) and `reading`, `paraphrasing` joined to their groups, chosen from the
 * English sets' failures (`read` beside `lire` too was tried: "apprendre à lire au CP" then
 * dropped `lire` and failed, in `phrases` and `blind8`): blind 90.0 %, 57.5 %, 49.7 %, 57.7 %
 * ("corriger des QCM papier avec son téléphone" lists ZipGrade alone); blind9's precision@5 69.5 %;
 * english 94.4 %, 77.3 %, 66.1 %, 72.2 %; english2 75.0 %, 47.0 %, 44.3 %, 54.4 %; english3
 * 72.5 %, 54.0 %, 42.9 %, 45.0 %; english4 87.5 %, 66.9 %, 53.6 %, 56.5 %, no result 0 %;
 * english5 76.7 %, 57.2 %, 51.8 %, 55.5 %; english6 80.0 %, 45.6 %, 37.8 %, 55.8 %; english7
 * 63.3 %, 33.7 %, 52.3 %, 57.8 %; every other figure within 0.1 point. Forty French requests
 * (`blind10`) and twenty-nine English ones (`english8`; a thirtieth repeated an earlier set's),
 * written and judged the same way while those changes were chosen, scored before and after
 * them: blind10 80.0 %, 43.2 → 43.4 %, 51.1 %, 57.3 → 56.0 %; english8 44.8 → 51.7 %, 28.7 →
 * 31.0 %, 27.8 → 29.8 %, 36.2 → 40.3 % (its brief asked for everyday verbs, `run` among them:
 * its two gains are `run`'s); no result 0 %. A synonym group for the levels of the maternelle
 * (`petite section`, `moyenne section`, `grande section`, `preschool`, `kindergarten`), chosen
 * from blind10's failures ("En grande section, je veux…" kept `section`): blind3 75.0 %, 39.8 %,
 * 35.3 %, 48.9 %; blind8 92.5 %, 56.7 %, 51.8 %, 54.9 % ("En maternelle, je cherche une appli
 * simple pour enregistrer la voix des enfants" loses Vocaroo from its first five); blind10
 * 82.5 %, 43.9 %, 52.3 %, 57.3 %; every other set unchanged. Forty French requests (`blind11`)
 * and thirty English ones (`english9`), written and judged the same way after every change
 * above, scored once on that search: blind11 90.0 %, 65.2 %, 69.3 %, 69.0 %, no result 0 %;
 * english9 63.3 %, 40.2 %, 52.3 %, 61.3 %, no result 3.3 % ("bullying helpline"). In 1.4.11,
 * `show`, `build` and `turn` as request words, `but`, `during`, `without` and `instead` as stop
 * words, and four synonym groups (`bullying`, `captions`, `lyrics`, `sensor`), chosen from
 * english9's failures: english3 75.0 %, 56.0 %, 44.9 %, 46.5 %; english5 76.7 %, 59.6 %, 53.5 %,
 * 55.5 %; english7 66.7 %, 37.1 %, 55.6 %, 61.1 %; english8 55.2 %, 31.7 %, 33.3 %, 43.8 %;
 * english9 76.7 %, 49.9 %, 61.4 %, 72.4 %, no result 0 %. Thirty English requests (`english10`)
 * and forty French ones (`blind12`), written and judged the same way while those changes were
 * chosen, scored before and after them: english10 73.3 → 76.7 %, 50.9 → 53.6 %, 52.9 → 55.6 %,
 * 61.7 → 65.1 %; blind12 92.5 %, 64.9 %, 64.3 %, 64.9 % unchanged. Two more groups, chosen from
 * english10's failures (`screen reader`, `sign language`): english9's precision@5 52.6 %;
 * english10 83.3 %, 60.2 %, 62.2 %, 71.7 %; blind12's precision@5 63.2 % ("dico LSF" now lists
 * Ava and LanguageTool after Elix). The thresholds hold the
 * targets (phrases: success@5 ≥ 90 %, no result ≤ 3 %) and today's figures for the rest, so
 * that a change that makes search worse fails here.
 */
const THRESHOLDS = {
  queries: { successAt5: 0.95, precisionAt5: 0.74, recallAt5: 0.84, recall: 0.93, noResult: 0.02 },
  phrases: { successAt5: 0.9, precisionAt5: 0.85, recallAt5: 0.73, recall: 0.7, noResult: 0.03 },
  unseen: { successAt5: 0.9, precisionAt5: 0.64, recallAt5: 0.48, recall: 0.52, noResult: 0 },
  heldout: { successAt5: 0.8, precisionAt5: 0.47, recallAt5: 0.43, recall: 0.51, noResult: 0 },
  fresh: { successAt5: 0.9, precisionAt5: 0.69, recallAt5: 0.58, recall: 0.57, noResult: 0 },
  blind: { successAt5: 0.9, precisionAt5: 0.57, recallAt5: 0.49, recall: 0.57, noResult: 0.025 },
  blind2: { successAt5: 0.89, precisionAt5: 0.57, recallAt5: 0.49, recall: 0.51, noResult: 0 },
  blind3: { successAt5: 0.72, precisionAt5: 0.39, recallAt5: 0.34, recall: 0.47, noResult: 0 },
  blind4: { successAt5: 0.62, precisionAt5: 0.34, recallAt5: 0.3, recall: 0.36, noResult: 0 },
  blind5: { successAt5: 0.62, precisionAt5: 0.33, recallAt5: 0.43, recall: 0.52, noResult: 0.025 },
  blind6: { successAt5: 0.87, precisionAt5: 0.48, recallAt5: 0.68, recall: 0.7, noResult: 0 },
  english: { successAt5: 0.94, precisionAt5: 0.77, recallAt5: 0.66, recall: 0.72, noResult: 0 },
  english2: { successAt5: 0.75, precisionAt5: 0.46, recallAt5: 0.44, recall: 0.54, noResult: 0 },
  english3: { successAt5: 0.75, precisionAt5: 0.55, recallAt5: 0.44, recall: 0.46, noResult: 0 },
  english4: { successAt5: 0.87, precisionAt5: 0.66, recallAt5: 0.53, recall: 0.56, noResult: 0 },
  blind7: { successAt5: 0.95, precisionAt5: 0.71, recallAt5: 0.6, recall: 0.59, noResult: 0 },
  blind8: { successAt5: 0.92, precisionAt5: 0.56, recallAt5: 0.51, recall: 0.54, noResult: 0 },
  blind9: { successAt5: 0.9, precisionAt5: 0.69, recallAt5: 0.66, recall: 0.66, noResult: 0 },
  blind10: { successAt5: 0.82, precisionAt5: 0.43, recallAt5: 0.52, recall: 0.57, noResult: 0 },
  blind11: { successAt5: 0.9, precisionAt5: 0.65, recallAt5: 0.69, recall: 0.69, noResult: 0 },
  blind12: { successAt5: 0.92, precisionAt5: 0.63, recallAt5: 0.64, recall: 0.64, noResult: 0 },
  english5: { successAt5: 0.76, precisionAt5: 0.59, recallAt5: 0.53, recall: 0.55, noResult: 0 },
  english6: { successAt5: 0.8, precisionAt5: 0.45, recallAt5: 0.37, recall: 0.55, noResult: 0 },
  english7: { successAt5: 0.66, precisionAt5: 0.37, recallAt5: 0.55, recall: 0.61, noResult: 0 },
  english8: { successAt5: 0.55, precisionAt5: 0.31, recallAt5: 0.33, recall: 0.43, noResult: 0 },
  english9: { successAt5: 0.76, precisionAt5: 0.52, recallAt5: 0.61, recall: 0.72, noResult: 0 },
  english10: { successAt5: 0.83, precisionAt5: 0.6, recallAt5: 0.62, recall: 0.71, noResult: 0 },
};

const scores = await scoreContent(REAL_CONTENT);

describe('search evaluation on the real content', () => {

  it('names only tools that exist, for 114 keywords, at least 60 phrases, 562 phrases judged before the search ran them and 323 requests in English', () => {
    expect(scores.unknownSlugs).toEqual([]);
    expect(scores.queries.queries.length).toBe(114);
    expect(scores.phrases.queries.length).toBeGreaterThanOrEqual(60);
    expect(scores.unseen.queries.length + scores.heldout.queries.length).toBe(55);
    const judgedBefore = { fresh: 40, blind: 40, blind2: 38, blind3: 40, blind4: 29, blind5: 40, blind6: 40, blind7: 40, blind8: 40, blind9: 40, blind10: 40, blind11: 40, blind12: 40 } as const;
    for (const [set, size] of Object.entries(judgedBefore)) expect(scores[set as SetName].queries.length, set).toBe(size);
    const english = SETS.filter((set) => set.startsWith('english'));
    expect(english.reduce((sum, set) => sum + scores[set].queries.length, 0)).toBe(323);
    for (const set of SETS) for (const item of scores[set].queries) expect(item.expected.length, item.query).toBeGreaterThan(0);
  });

  for (const set of SETS) {
    it(`holds success@5, precision@5, recall@5 and recall above, and no result below, their thresholds (${set})`, () => {
      const { successAt5, precisionAt5, recallAt5, recall, noResult } = scores[set];
      const threshold = THRESHOLDS[set];
      expect(successAt5).toBeGreaterThanOrEqual(threshold.successAt5);
      expect(precisionAt5).toBeGreaterThanOrEqual(threshold.precisionAt5);
      expect(recallAt5).toBeGreaterThanOrEqual(threshold.recallAt5);
      expect(recall).toBeGreaterThanOrEqual(threshold.recall);
      expect(noResult).toBeLessThanOrEqual(threshold.noResult);
    });
  }

  it('finds every tool named by its name, typed with a typo or without its accents', () => {
    const names = scores.queries.queries.filter((item) => item.kind.startsWith('name'));
    for (const item of names) expect(item.top5, item.query).toContain(item.expected[0]);
  });
});
