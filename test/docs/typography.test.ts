/** French spacing of the documentation site's prose. */
import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchSpacingHtml } from '../../src/docs/typography.ts';

/** Spaces made visible: `_` non-breaking, `.` narrow non-breaking. */
const shown = (text: string) => text.replace(/\u00a0/g, '_').replace(/\u202f/g, '.');

describe('frenchSpacing', () => {
  it.each([
    ['Essayer : chercher', 'Essayer_: chercher'],
    ['Que voulez-vous faire ?', 'Que voulez-vous faire.?'],
    ['trouvés ; les 5 premiers :', 'trouvés.; les 5 premiers_:'],
    ['Attention !', 'Attention.!'],
    ['« quiz »', '«_quiz_»'],
    // A line break of the template is a space too.
    ['l’en-tête\n      : Link', 'l’en-tête_: Link'],
    // Nothing to add where there was no space: addresses, times, entities.
    ['http://localhost:4321/?q=a', 'http://localhost:4321/?q=a'],
    ['Kahoot!', 'Kahoot!'],
    ['&amp; &lt;', '&amp; &lt;'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(shown(frenchSpacing(text))).toBe(expected));
});

describe('frenchSpacingHtml', () => {
  it.each([
    ['<p>Essayer : <code>a : b</code> !</p>', '<p>Essayer_: <code>a : b</code>.!</p>'],
    ['<p><code>Link</code> : licence</p>', '<p><code>Link</code>_: licence</p>'],
    ['<pre tabindex="0"><code>curl -s \'a?b=c ; d\'</code></pre>', '<pre tabindex="0"><code>curl -s \'a?b=c ; d\'</code></pre>'],
    ['<script>say(\'Recherche : \' + q);</script>', '<script>say(\'Recherche : \' + q);</script>'],
    ['<style>a :focus { }</style>', '<style>a :focus { }</style>'],
    ['<a title="a : b" href="/?x ;">« <code>q</code> »</a>', '<a title="a : b" href="/?x ;">«_<code>q</code>_»</a>'],
  ])('%s', (html, expected) => expect(shown(frenchSpacingHtml(html))).toBe(expected));
});
