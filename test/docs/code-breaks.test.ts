/** Where the documentation site's inline code and addresses may wrap. */
import { describe, expect, it } from 'vitest';
import { codeBreaksHtml } from '../../src/docs/code-breaks.ts';

describe('codeBreaksHtml', () => {
  it.each([
    // After the parts of a path and a query, not after the leading « / » nor inside `//`.
    ['<code>GET /api/v1/tools/{slug}</code>', '<code>GET /api/<wbr>v1/<wbr>tools/<wbr>{slug}</code>'],
    ['<code>/tools?q=a&amp;page=2</code>', '<code>/tools?<wbr>q=a&amp;<wbr>page=2</code>'],
    ['<code>http://localhost:4321/problems/bad-request</code>', '<code>http://localhost:4321/<wbr>problems/<wbr><span class="nowrap">bad-request</span></code>'],
    // A name with a hyphen is one piece; spaces stay where lines may break.
    ['<code>Content-Type: application/problem+json; charset=utf-8</code>', '<code><span class="nowrap">Content-Type:</span> application/<wbr>problem+json; <span class="nowrap">charset=utf-8</span></code>'],
    // An entity is one character: `&lt;` is no separator, and starts no part.
    ['<code>Link: &lt;https://a.example/by/4.0/&gt;; rel=&quot;license&quot;</code>', '<code>Link: &lt;https://a.example/<wbr>by/<wbr>4.0/&gt;; rel=&quot;license&quot;</code>'],
    // A link that shows an address wraps as code does; any other link, and examples, as they are.
    ['<a href="http://x.example/api/v1">http://x.example/api/v1</a>', '<a href="http://x.example/api/v1">http://x.example/<wbr>api/<wbr>v1</a>'],
    ['<a href="/reference">la référence</a>', '<a href="/reference">la référence</a>'],
    ['<pre tabindex="0"><code>curl -s http://x.example/a-b</code></pre>', '<pre tabindex="0"><code>curl -s http://x.example/a-b</code></pre>'],
    ['<a href="/x"><code>GET /a/b</code></a>', '<a href="/x"><code>GET /a/<wbr>b</code></a>'],
  ])('%s', (html, expected) => expect(codeBreaksHtml(html)).toBe(expected));
});
