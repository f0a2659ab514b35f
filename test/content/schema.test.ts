import { describe, expect, it } from 'vitest';
import { urlMistake } from '../../src/content/schema.ts';

describe('urlMistake', () => {
  it.each([
    ['https://www.wooclap.com/fr/', undefined],
    ['https://x.fr./a?b=1#c', undefined],
    ['https://x.fr/ (site officiel)', 'une adresse ne contient pas d’espace : écrivez l’adresse seule, sans commentaire'],
    ['https://x.fr/\ta', 'une adresse ne contient pas d’espace : écrivez l’adresse seule, sans commentaire'],
    ['https://a.fr,https://b.fr', 'une adresse ne contient pas de virgule : écrivez une seule adresse'],
    ['https://essai-trois', '« essai-trois » n’est pas un nom de domaine complet (il n’a pas de point) : écrivez l’adresse entière, par exemple « https://essai-trois.fr/ »'],
    ['https://localhost:8080/', '« localhost » n’est pas un nom de domaine complet (il n’a pas de point) : écrivez l’adresse entière, par exemple « https://localhost.fr/ »'],
    ['https://wooclap.com/fr/?utm_source=lettre&utm_medium=email', 'l’adresse porte des paramètres de suivi (utm_source, utm_medium) qui ne désignent pas la page : écrivez-la sans eux, « https://wooclap.com/fr/ »'],
    ['https://play.google.com/store/apps/details?id=org.exemple&gclid=abc#avis', 'l’adresse porte des paramètres de suivi (gclid) qui ne désignent pas la page : écrivez-la sans eux, « https://play.google.com/store/apps/details?id=org.exemple#avis »'],
    ['https://play.google.com/store/apps/details?id=org.exemple', undefined],
    // What the URL parser refuses is left to it.
    ['pas une adresse', undefined],
    ['x.fr', undefined],
    [3, undefined],
  ])('%j → %j', (value, mistake) => expect(urlMistake(value)).toBe(mistake));
});
