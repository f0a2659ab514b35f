/**
 * The built OpenAPI document: linted by Redocly (recommended rules) and Spectral (spectral:oas)
 * with 0 errors and 0 warnings, waivers named in `redocly.yaml` and `.spectral.yaml`; and what a
 * client needs from it, checked against the real build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, FILES_DIR } from '../../src/api/paths.ts';
import { CHANGELOG, releaseDay } from '../../src/docs/changelog.ts';
import { ENUM_CASE, LONG_SEARCH_EXAMPLES } from '../../src/api/openapi.ts';
import { CACHEABLE, NOT_CACHEABLE } from '../../src/api/policy.ts';
import { apiRegistry, searchMetaSchema } from '../../src/api/schemas.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { startServer } from '../helpers/servers.ts';
import { ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { realDist } = await builtSites('realDist');

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

let file: string;
// The document as JSON: its shape is what the assertions check.
let doc: any;
beforeAll(() => {
  file = join(realDist, '_api/openapi.json');
  doc = JSON.parse(readFileSync(file, 'utf8'));
});

describe('OpenAPI lint', () => {
  it('Redocly (recommended) reports no error and no warning', () => {
    const result = spawnSync(bin('redocly'), ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json'], { cwd: ROOT, encoding: 'utf8' });
    const report = JSON.parse(result.stdout);
    expect(report.problems.map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('Spectral (spectral:oas) reports no error and no warning', () => {
    const result = spawnSync(bin('spectral'), ['lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
    const problems = JSON.parse(result.stdout || '[]');
    expect(problems.map((p: { code: string; message: string; path: string[] }) => `${p.code}: ${p.message} at ${p.path.join('.')}`)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('waives each rule with a reason written above it', () => {
    for (const config of ['redocly.yaml', '.spectral.yaml']) {
      const lines = readFileSync(join(ROOT, config), 'utf8').split('\n');
      lines.forEach((line, at) => {
        if (/:\s*off\s*$/.test(line)) expect(lines[at - 1], `${config}: ${line}`).toMatch(/^\s*#/);
      });
    }
  });
});

describe('OpenAPI content', () => {
  const API = '/api/v1/directory';
  const get = (path: string) => doc.paths[path].get;
  const responses = (path: string) => get(path).responses;
  const resolve = (response: { $ref?: string }) => (response.$ref ? doc.components.responses[response.$ref.split('/').pop()!] : response);
  const headerNames = (response: { $ref?: string }) => Object.keys(resolve(response).headers ?? {});

  it('has tags, summaries, descriptions and no security on every operation', () => {
    expect(doc.security).toEqual([]);
    for (const [path, item] of Object.entries<Record<string, { tags: string[]; summary: string; description: string }>>(doc.paths)) {
      for (const method of ['get', 'head', 'options', 'post', 'put', 'patch', 'delete', 'trace']) {
        expect(item[method], `${method} ${path}`).toBeDefined();
        expect(item[method].tags.length).toBe(1);
        expect(item[method].summary.length).toBeGreaterThan(3);
        expect(item[method].description.length).toBeGreaterThan(10);
      }
    }
  });

  it('declares If-None-Match on every GET and HEAD, each of which lists the 304 it gets', () => {
    const operations = Object.entries<Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> }>>(doc.paths).flatMap(([path, item]) =>
      (['get', 'head'] as const).map((method) => ({ at: `${method} ${path}`, operation: item[method] })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const { at, operation } of operations) {
      expect(operation.parameters?.filter((parameter) => parameter.in === 'header'), at).toEqual([expect.objectContaining({ name: 'If-None-Match', required: false })]);
      expect(Object.keys(operation.responses), at).toContain('304');
    }
  });

  it('gives each component schema the description it is registered with', () => {
    for (const [id, schema] of Object.entries<{ description?: string }>(doc.components.schemas)) expect(schema.description, id).toMatch(/\S/);
    expect(doc.components.schemas.SearchMeta.description).toBe(apiRegistry.get(searchMetaSchema)?.description);
  });

  it('lists the real categories as the category enum, and documents language and meta.search', () => {
    const categories = JSON.parse(readFileSync(join(realDist, '_api/categories.json'), 'utf8')).data.map((c: { slug: string }) => c.slug);
    const parameters = get(`${API}/tools`).parameters;
    expect(parameters.find((p: { name: string }) => p.name === 'category').schema.enum).toEqual(categories);
    expect(parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name).sort()).toEqual(['category', 'has_education_pricing', 'language', 'page', 'per_page', 'pricing', 'q']);
    const search = doc.components.schemas.ToolList.properties.meta.properties.search;
    expect(search.$ref).toBe('#/components/schemas/SearchMeta');
    expect(doc.components.schemas.SearchMeta.properties).toHaveProperty('dropped');
    expect(doc.components.schemas.Filters.properties).toHaveProperty('language');
  });

  it('names, for language, the codes of the published tools, each of which selects some', async () => {
    const exported = JSON.parse(readFileSync(join(realDist, '_api/export/tools.json'), 'utf8')).data as { languages: string[] }[];
    const codes = [...new Set(exported.flatMap((tool) => tool.languages))].sort();
    const { description } = get(`${API}/tools`).parameters.find((p: { name: string }) => p.name === 'language');
    expect(description).toContain(`Langues présentes dans l’annuaire : ${codes.map((code) => `\`${code}\``).join(', ')}.`);
    expect(description).toMatch(/ISO 639-1/);
    expect(codes.length).toBeGreaterThan(5);
  });

  it('states the value rules in parameter descriptions', () => {
    const descriptions = Object.fromEntries(get(`${API}/tools`).parameters.map((p: { name: string; description: string }) => [p.name, p.description]));
    for (const name of ['category', 'pricing', 'has_education_pricing', 'language']) {
      expect(descriptions[name]).toMatch(/casse/);
      expect(descriptions[name]).toMatch(/valeur vide/);
      expect(descriptions[name]).toMatch(/deux fois/);
    }
    expect(descriptions.q).toMatch(/caractères de contrôle/);
  });

  it('bounds q as the router counts it: white space around cut, each run of it one space', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const parameter = get(`${API}/tools`).parameters.find((p: { name: string }) => p.name === 'q');
    const status = async (q: string) => (await router(new Request(`http://localhost${API}/tools?q=${encodeURIComponent(q)}`))).status;
    const max = parameter.schema.maxLength;
    // Longer than maxLength as sent, within it as counted: the description has to say how the router counts.
    expect(await status(`  ${'a'.repeat(max - 2)} \t\n b  `)).toBe(200);
    expect(await status(`${'a'.repeat(max - 1)}  bb`)).toBe(400);
    expect(parameter.description).toMatch(new RegExp(`${max} caractères au plus, comptés une fois les blancs autour retirés et chaque suite de blancs .* réduite à une espace`));
  });

  it('says when the long descriptions are searched, with examples the router answers as it says', async () => {
    // A fresh router per search: it reads the long descriptions' index once, and only for a search that needs it.
    const search = async (q: string) => {
      const readFile = fileReader(realDist);
      const reads: string[] = [];
      const router = createRouter({ readFile: (path) => (reads.push(path), readFile(path)), rateLimit: null });
      const { data, meta } = await (await router(new Request(`http://localhost${API}/tools?q=${encodeURIComponent(q)}&per_page=100`))).json();
      return { total: meta.total, search: meta.search, long: reads.includes(files.longIndex), slugs: data.map((tool: { slug: string }) => tool.slug) };
    };
    const { alone, dropped, kept } = LONG_SEARCH_EXAMPLES;
    const holders = await search(alone);
    expect(holders).toMatchObject({ search: { words: [alone], dropped: [] }, long: true });
    expect(holders.total).toBeGreaterThan(0);
    // Dropped, the word still ranks first the tools whose long descriptions hold it.
    const found = await search(dropped);
    expect(found).toMatchObject({ search: { words: [kept], dropped: [alone] }, long: true });
    expect(found.total).toBeGreaterThan(holders.total);
    expect(holders.slugs).toEqual(expect.arrayContaining(found.slugs.slice(0, 3)));
    const description = get(`${API}/tools`).parameters.find((p: { name: string }) => p.name === 'q').description;
    for (const example of [alone, dropped, kept]) expect(description).toContain(`\`${example}\``);
    expect(description).toMatch(/descriptions longues, que la liste ne montre pas/);
  });

  it('says that a sigle in capitals is searched whole, as the router answers', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const slugs = async (q: string) => ((await (await router(new Request(`http://localhost${API}/tools?q=${q}&per_page=100`))).json()).data as { slug: string }[]).map((tool) => tool.slug);
    const [sigle, word] = [await slugs('ENT'), await slugs('ent')];
    // The sigle finds a part of what the word finds: the tools that name an ENT, not every "entraîner".
    expect(sigle.length).toBeGreaterThan(0);
    expect(word).toEqual(expect.arrayContaining(sigle));
    expect(word.length).toBeGreaterThan(sigle.length);
    const description = get(`${API}/tools`).parameters.find((p: { name: string }) => p.name === 'q').description;
    expect(description).toMatch(/sauf pour un sigle : un mot de 2 à 4 caractères écrit en capitales .*`ENT` ne trouve pas « entraîner », `ent` si/);
  });

  it('shows, among the examples of the list, a search the long descriptions answer and one that drops a word', () => {
    const examples = Object.values<{ summary: string; value: { meta: { search?: unknown } } }>(get(`${API}/tools`).responses['200'].content['application/json'].examples);
    const searched = (q: string) => examples.find(({ summary }) => summary === `${API}/tools?q=${encodeURIComponent(q)}&per_page=2`)?.value.meta.search;
    const { alone, dropped, kept } = LONG_SEARCH_EXAMPLES;
    // Each is the real answer to its request: the test of the 200 examples compares them.
    expect(searched(alone)).toEqual({ words: [alone], dropped: [] });
    expect(searched(dropped)).toEqual({ words: [kept], dropped: [alone] });
  });

  it('says in SearchMeta that its words may be only in long descriptions, which the list does not show', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const { alone } = LONG_SEARCH_EXAMPLES;
    const { data, meta } = await (await router(new Request(`http://localhost${API}/tools?q=${alone}&per_page=100`))).json();
    expect(meta.search.words).toEqual([alone]);
    const shown = data.map((tool: { name: string; short_description: string }) => `${tool.name} ${tool.short_description}`.toLowerCase());
    expect(shown.filter((text: string) => !text.includes(alone)).length).toBeGreaterThan(0);
    const schema = doc.components.schemas.SearchMeta;
    expect(schema.description).toMatch(/ne dit pas si les résultats viennent des descriptions longues/);
    expect(schema.properties.words.description).toMatch(/dans sa description longue/);
    expect(schema.properties.dropped.description).toMatch(/`words` et `dropped` sont ceux de cette seconde recherche/);
  });

  it('says on each enumerated parameter that the server reads it in any case, which the enum cannot say, and the server does', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const enumerated = (doc.paths[`${API}/tools`].get.parameters as { name: string; description: string; schema: { enum?: string[] } }[]).filter((parameter) => parameter.schema.enum);
    expect(enumerated.map((parameter) => parameter.name)).toEqual(['category', 'pricing', 'has_education_pricing']);
    for (const { name, description, schema } of enumerated) {
      expect(description, name).toContain(ENUM_CASE);
      for (const value of schema.enum!) {
        expect(value, name).toBe(value.toLowerCase());
        const response = await router(new Request(`http://localhost${API}/tools?${name}=%20${encodeURIComponent(value.toUpperCase())}%20`));
        expect(response.status, `${name}=${value.toUpperCase()}`).toBe(200);
      }
    }
  });

  it('gives every status each path can answer, with its real headers', () => {
    for (const path of Object.keys(doc.paths)) {
      expect(Object.keys(responses(path)), path).toEqual(expect.arrayContaining(['200', '304', '414', '429', '431', '500']));
    }
    expect(Object.keys(responses(`${API}/tools`))).toContain('400');
    expect(Object.keys(responses(`${API}/tools/{slug}`))).toEqual(expect.arrayContaining(['301', '404']));
    expect(headerNames(responses(`${API}/tools/{slug}`)['301'])).toContain('Location');
    expect(headerNames(responses(`${API}/tools`)['200'])).toEqual(expect.arrayContaining(['ETag', 'Link', 'Cache-Control', 'RateLimit-Policy', 'Access-Control-Allow-Origin']));
    expect(headerNames(responses(`${API}/tools`)['429'])).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']));
    const cache = (response: { $ref?: string }) => doc.components.headers[resolve(response).headers['Cache-Control'].$ref.split('/').pop()].schema.const;
    expect(['200', '304', '400', '414'].map((status) => cache(responses(`${API}/tools`)[status]))).toEqual([CACHEABLE, CACHEABLE, CACHEABLE, CACHEABLE]);
    expect(['429', '431', '500'].map((status) => cache(responses(`${API}/tools`)[status]))).toEqual([NOT_CACHEABLE, NOT_CACHEABLE, NOT_CACHEABLE]);
    expect(cache(doc.paths[`${API}/tools`].post.responses['405'])).toBe(NOT_CACHEABLE);
    // The router measures the query before the method: a refused method may get 414 first.
    expect(cache(doc.paths[`${API}/tools`].post.responses['414'])).toBe(CACHEABLE);
  });

  it('types every 400 as a ParameterProblem, whose errors is required, and other problems with errors optional', () => {
    const schemas = doc.components.schemas;
    const schemaOf = (response: { $ref?: string }) => resolve(response).content?.['application/problem+json']?.schema.$ref.split('/').pop();
    const badRequests = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses?: Record<string, { $ref?: string }> }>).flatMap(([method, operation]) =>
        operation.responses?.['400'] && method !== 'head' ? [`${method} ${path}: ${schemaOf(operation.responses['400'])}`] : [],
      ),
    );
    expect(badRequests.length).toBeGreaterThan(Object.keys(doc.paths).length);
    expect(badRequests.filter((line) => !line.endsWith(': ParameterProblem'))).toEqual([]);
    expect(schemas.ParameterProblem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance', 'errors']));
    expect(schemas.ParameterProblem.properties.status.const).toBe(400);
    expect(schemas.Problem.required).not.toContain('errors');
    expect(schemaOf(responses(`${API}/tools/{slug}`)['404'])).toBe('Problem');
  });

  it('documents as Link, not LinkLicense, the header of each answer of the list that carries its pagination', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const url = `http://localhost${API}/tools?per_page=5`;
    const ok = await router(new Request(url));
    const notModified = await router(new Request(url, { headers: { 'If-None-Match': ok.headers.get('ETag')! } }));
    const invalid = await router(new Request(`${url}&page=0`));
    expect([ok, notModified, invalid].map((response) => response.status)).toEqual([200, 304, 400]);
    for (const response of [ok, notModified, invalid]) {
      const paginated = /rel="next"/.test(response.headers.get('Link')!);
      const documented = resolve(responses(`${API}/tools`)[String(response.status)]).headers.Link.$ref;
      expect(documented, String(response.status)).toBe(`#/components/headers/${paginated ? 'Link' : 'LinkLicense'}`);
    }
  });

  it('names each shape of a choice (oneOf) as a component, so that generated clients name its type', () => {
    const { schemas } = doc.components;
    const unnamed: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const { oneOf } = node as { oneOf?: { properties?: object }[] };
      oneOf?.forEach((shape, index) => shape.properties && unnamed.push(`${at}.oneOf[${index}]`));
      for (const [key, child] of Object.entries(node)) walk(child, `${at}.${key}`);
    };
    walk(schemas, 'components.schemas');
    expect(unnamed).toEqual([]);
    const kinds = (id: string) => schemas[id].oneOf.map(({ $ref }: { $ref: string }) => [$ref.split('/').pop(), schemas[$ref.split('/').pop()!].properties.kind.const]);
    expect(kinds('CollectionListItem')).toEqual([['TopListItem', 'top_list'], ['StackItem', 'stack']]);
    expect(kinds('Collection')).toEqual([['TopList', 'top_list'], ['Stack', 'stack']]);
  });

  it('states 405 on the methods the router answers it to, with Allow, and on no other', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const with405: string[] = [];
    for (const [path, item] of Object.entries<{ parameters?: { example: string }[] } & Record<string, { responses: Record<string, { $ref?: string }> }>>(doc.paths)) {
      const concrete = path.replace('{slug}', String(item.parameters?.[0].example));
      for (const method of ['get', 'head', 'options', 'post', 'put', 'patch', 'delete', 'trace']) {
        const stated = item[method].responses['405'];
        if (stated) {
          with405.push(method);
          expect(headerNames(stated), `${method} ${path}`).toContain('Allow');
        }
        // Fetch builds no TRACE request: the local server's 405 to one is checked by pages.test.ts.
        if (method === 'trace') continue;
        const response = await router(new Request(`http://localhost${concrete}`, { method: method.toUpperCase() }));
        expect(stated !== undefined, `${method} ${path}`).toBe(response.status === 405);
        if (stated) expect(response.headers.get('Allow')).toBe(doc.components.headers.Allow.schema.const);
      }
    }
    expect(new Set(with405)).toEqual(new Set(['post', 'put', 'patch', 'delete', 'trace']));
    // The document's description says it once for every path, as API.md does.
    expect(doc.info.description).toContain(`toute autre méthode : 405 (problème \`method-not-allowed\`) avec \`Allow: ${doc.components.headers.Allow.schema.const}\``);
  });

  it('has an example for every response with a body, taken from the real data', () => {
    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, { $ref?: string }> }>>(doc.paths)) {
      for (const [status, raw] of Object.entries(item.get.responses)) {
        for (const [type, media] of Object.entries<{ example?: unknown; examples?: object }>(resolve(raw).content ?? {})) {
          expect(media.example ?? media.examples, `${path} ${status} ${type}`).toBeDefined();
        }
      }
    }
    const tool = doc.paths[`${API}/tools/{slug}`].get.responses['200'].content['application/json'].example;
    expect(JSON.parse(readFileSync(join(realDist, FILES_DIR, files.tool(tool.data.slug)), 'utf8'))).toEqual(tool);
  });

  it('gives as a 200 example the real answer to its request, or says in its summary how it differs', async () => {
    const router = createRouter({ readFile: fileReader(realDist), rateLimit: null });
    const answer = async (request: string) => (await router(new Request(`http://localhost${request}`))).text();
    const unlabelled: string[] = [];
    for (const [path, item] of Object.entries<{ parameters?: { example: string }[]; get: { responses: Record<string, { content?: Record<string, { example?: unknown; examples?: Record<string, { summary: string; value: unknown }> }> }> } }>(doc.paths)) {
      const concrete = path.replace('{slug}', String(item.parameters?.[0].example));
      for (const media of Object.values(item.get.responses['200'].content ?? {})) {
        for (const { summary, value } of media.examples ? Object.values(media.examples) : [{ summary: undefined, value: media.example }]) {
          // A summary that is a request names the request the example answers.
          if (summary === undefined || summary.startsWith('/')) {
            const real = await answer(summary ?? concrete);
            expect(value, summary ?? path).toEqual(typeof value === 'string' ? real : JSON.parse(real));
            if (summary === undefined) unlabelled.push(path);
          } else expect(summary, path).toMatch(/raccourcie|abrégé|valeurs d’exemple/);
        }
      }
    }
    expect(unlabelled).toEqual(expect.arrayContaining([`${API}/tools/{slug}`, `${API}/categories`]));
    // The discovery example differs from the real document by the two values its summary names.
    const discovery = JSON.parse(await answer(API));
    const example = doc.paths[API].get.responses['200'].content['application/json'].examples.exemple;
    expect(example.summary).toMatch(/data_version et generated_at/);
    expect({ ...example.value, data: { ...example.value.data, data_version: discovery.data.data_version, generated_at: discovery.data.generated_at } }).toEqual(discovery);
  });

  it('writes every description and summary for readers in French', () => {
    const english = new Set(['the', 'of', 'and', 'with', 'when', 'lower', 'case', 'is', 'are', 'to', 'from', 'this', 'that', 'which', 'each']);
    const found: string[] = [];
    const check = (text: string, at: string) => {
      if (text.split(/[^\p{L}]+/u).some((word) => english.has(word.toLowerCase()))) found.push(`${at}: ${text}`);
    };
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${at}[${index}]`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          // Example values are data, not text of the document; only their summaries are.
          if (key === 'example') continue;
          if (key === 'examples') for (const [name, example] of Object.entries<{ summary: string }>(value)) check(example.summary, `${at}.examples.${name}.summary`);
          else if (['description', 'summary', 'title'].includes(key) && typeof value === 'string') check(value, `${at}.${key}`);
          else walk(value, `${at}.${key}`);
        }
      }
    };
    walk(doc, '');
    expect(found).toEqual([]);
  });

  it("is the changelog's latest version, and the changelog is dated, newest first", () => {
    expect(CHANGELOG[0].version).toBe(doc.info.version);
    for (const release of CHANGELOG) expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = CHANGELOG.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(CHANGELOG.map((release) => release.version)).size).toBe(CHANGELOG.length);
    expect(releaseDay('2026-11-03')).toBe('3 novembre 2026');
  });

  it('lists every problem type with a page of the documentation', () => {
    const kinds = doc['x-problem-types'].map((p: { type: string }) => p.type.split('/').pop());
    expect(kinds).toEqual(['invalid-parameter', 'bad-request', 'not-found', 'method-not-allowed', 'request-timeout', 'uri-too-long', 'rate-limited', 'request-too-large', 'internal-error']);
    // A reader looks a status up in a list that follows their order.
    const statuses = doc['x-problem-types'].map((p: { status: number }) => p.status);
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => a - b));
    for (const kind of kinds) expect(readFileSync(join(realDist, `problems/${kind}.html`), 'utf8')).toContain(`/problems/${kind}`);
  });
});

describe('OpenAPI headers, as the local server sends them', () => {
  const API = '/api/v1/directory';
  /** Headers of the connection and of the body's encoding, which HTTP itself defines, not the API. */
  const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type', 'content-encoding']);

  it('documents every header of each answer, for its method and status', async () => {
    const server = await startServer({ root: realDist, rateLimit: 60 });
    try {
      const resolve = (response: { $ref?: string }) => (response.$ref ? doc.components.responses[response.$ref.split('/').pop()!] : response);
      const cases: [path: string, method: string, url: string, init?: RequestInit][] = [
        [`${API}/tools`, 'get', `${API}/tools`],
        [`${API}/tools`, 'get', `${API}/tools?page=0`],
        [`${API}/tools/{slug}`, 'get', `${API}/tools/inconnu`],
        [`${API}/tools`, 'post', `${API}/tools`, { method: 'POST' }],
        [`${API}/tools`, 'get', `${API}/tools?${'a=1&'.repeat(30)}`],
        [`${API}/tools`, 'options', `${API}/tools`, { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' } }],
        [`${API}/tools`, 'options', `${API}/tools`, { method: 'OPTIONS' }],
      ];
      const undocumented: string[] = [];
      for (const [path, method, url, init] of cases) {
        const response = await fetch(`${server.origin}${url}`, { ...init, redirect: 'manual' });
        const documented = new Set(Object.keys(resolve(doc.paths[path][method].responses[String(response.status)]).headers ?? {}).map((name) => name.toLowerCase()));
        for (const [name, value] of response.headers) {
          // Compression's Vary belongs to HTTP's content negotiation, as Content-Encoding does.
          if (TRANSPORT.has(name) || (name === 'vary' && value === 'Accept-Encoding')) continue;
          if (!documented.has(name)) undocumented.push(`${method.toUpperCase()} ${url.slice(0, 40)} ${response.status}: ${name}`);
        }
      }
      expect(undocumented).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
