import { describe, expect, it } from 'vitest';
import { namesEducationAudience, sentenceCount, wordCount } from '../../src/content/prose.ts';

describe('sentenceCount', () => {
  it.each([
    // Marks inside names, abbreviations and initials do not end a sentence.
    ['Kahoot! permet de lancer des quiz en direct.', 1],
    ['Jeux-questionnaires projetés devant la classe avec Kahoot!', 1],
    ['Quiz, sondages, nuages de mots, etc. pour faire participer la classe.', 1],
    ['Frise de Rome au IIe siècle apr. J.-C. pour le collège.', 1],
    ['Atlas de l’Égypte ancienne jusqu’en 30 av. J.-C.', 1],
    ['Méthode de lecture de M. Dupont pour le CP.', 1],
    ['Outil de calcul (cf. Annexe) pour la classe.', 1],
    ['Version 2.0 de l’éditeur de cartes mentales.', 1],
    ['Yahoo!Mail et Qui veut gagner ? pour la classe.', 1],
    // True two-sentence texts.
    ['Un outil de quiz. Il est gratuit.', 2],
    ['Créez des quiz ! Vos élèves répondent sur leur téléphone.', 2],
    ['Quiz, sondages, etc. Gratuit pour les enseignants.', 2],
    ['Vous cherchez un quiz ? Essayez celui-ci.', 2],
    ['Créez des quiz… En direct devant la classe.', 2],
    ['Un outil «\u00a0simple\u00a0». Très simple.', 2],
    ['Trois modes de jeu. 12 langues disponibles.', 2],
    ['Un. Deux. Trois.', 3],
  ])('%s → %i', (text, count) => expect(sentenceCount(text)).toBe(count));
});

describe('wordCount (the rule of the real directory test: runs between spaces that hold a letter)', () => {
  it.each([
    ['', 0],
    ['Un **outil** — 3 modes, 2 langues.', 4],
    ['l’élève rédige\n\nun texte', 4],
    ['- liste\n- à puces 100 %', 3],
  ])('%j → %i', (text, count) => expect(wordCount(text)).toBe(count));
});

describe('namesEducationAudience: an education offer says whom it is for', () => {
  it.each([
    ['Gratuit pour les enseignants.', true],
    ['Licences d’établissement pour les élèves.', true],
    ['Offre ChatGPT Edu pour les universités.', true],
    ['Figma for Education, accès gratuit vérifié.', true],
    ['Abonnements pour les ÉCOLES et les districts.', true],
    ['Tarif réduit pour les profs et les étudiantes.', true],
    ['Gratuit pour tous, sans compte.', false],
    ['Réduction de 20 % avec un code promotionnel.', false],
    ['Offre pour les professionnels et les entreprises.', false],
  ])('%j → %s', (text, named) => expect(namesEducationAudience(text)).toBe(named));
});
