import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/api/markdown.ts';

describe('markdownToHtml', () => {
  it.each([
    ['[a](https://x.org/p?q=1)', '<p><a href="https://x.org/p?q=1" rel="noopener noreferrer nofollow">a</a></p>'],
    ['[a](mailto:contact@x.org)', '<p><a href="mailto:contact@x.org" rel="noopener noreferrer nofollow">a</a></p>'],
    ['<a href="HTTPS://x.org" onclick="alert(1)">a</a>', '<p><a href="HTTPS://x.org" rel="noopener noreferrer nofollow">a</a></p>'],
    ['[a](//evil.example)', '<p>a</p>'],
    ['<a href="//evil.example">a</a>', '<p>a</p>'],
    ['<a href=" //evil.example">a</a>', '<p>a</p>'],
    ['[a](http://x.org)', '<p>a</p>'],
    ['[a](/chemin)', '<p>a</p>'],
    ['[a](#ancre)', '<p>a</p>'],
    ['[a](javascript:alert(1))', '<p>a</p>'],
    ['[a](https:/\\evil.example)', '<p>a</p>'],
    ['<http://x.org>', '<p>http://x.org</p>'],
    ['**Gratuit** <script>x</script>', '<p><strong>Gratuit</strong> </p>'],
    ['<iframe src="https://x.org"></iframe>texte', 'texte'],
  ])('%s', (markdown, html) => expect(markdownToHtml(markdown)).toBe(html));
});
