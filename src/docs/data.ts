/**
 * What the documentation site is generated from: the OpenAPI document the build writes, and the
 * directory's figures. Read once per build, through the same function as the API's files.
 */
import { FILES_DIR, files } from '../api/paths.ts';
import type { Discovery } from '../api/schemas.ts';
import { baseUrl } from '../build/base-url.ts';
import { buildOutputs } from '../build/outputs.ts';
import type { ReadFile } from '../router/router.ts';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  schema: { type: string; enum?: string[]; default?: unknown; minimum?: number; maxLength?: number; pattern?: string };
  example?: unknown;
}

export interface Response {
  description: string;
  $ref?: string;
  headers?: Record<string, { $ref?: string }>;
  content?: Record<string, { example?: unknown; examples?: Record<string, { summary: string; value: unknown }> }>;
}

export interface Operation {
  tags: string[];
  operationId: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  responses: Record<string, Response>;
}

export interface OpenApi {
  info: { title: string; version: string; summary: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, { parameters?: Parameter[]; get: Operation }>;
  components: { responses: Record<string, Response>; headers: Record<string, { description: string; example?: unknown }> };
  'x-problem-types': { type: string; status: number; title: string; description: string }[];
}

export interface DocsData {
  base: string;
  openapi: OpenApi;
  discovery: Discovery;
  /** Reads the router's files of this build, as the hosts do from `dist/_api/`. */
  readFile: ReadFile;
}

let loaded: Promise<DocsData> | undefined;

export function docsData(env: Record<string, string | undefined> = process.env): Promise<DocsData> {
  return (loaded ??= buildOutputs(env).then((outputs) => ({
    base: baseUrl(env),
    openapi: JSON.parse(outputs.get(`${FILES_DIR}/${files.openapi}`) as string) as OpenApi,
    discovery: JSON.parse(outputs.get(`${FILES_DIR}/${files.discovery}`) as string) as Discovery,
    readFile: async (path) => (outputs.get(`${FILES_DIR}/${path}`) as string | undefined) ?? null,
  })));
}

/** A response, its `$ref` to `components.responses` resolved. */
export function resolveResponse(openapi: OpenApi, response: Response): Response {
  return response.$ref ? openapi.components.responses[response.$ref.split('/').pop()!] : response;
}

/** The examples of a response, by media type: `[label, value]`. */
export function responseExamples(response: Response): [string, string, unknown][] {
  return Object.entries(response.content ?? {}).flatMap(([type, media]) => {
    if (media.examples) return Object.values(media.examples).map((example) => [type, example.summary, example.value] as [string, string, unknown]);
    return media.example === undefined ? [] : [[type, '', media.example] as [string, string, unknown]];
  });
}

/** Whether an example's label is the request it answers (`/api/v1/directory/tools?q=quiz`) rather than a sentence. */
export const isRequest = (label: string) => label.startsWith('/');

/** An example as it appears on the wire: JSON pretty-printed, text as it is. */
export const showExample = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * Live example requests of an operation: the requests its examples answer, then one per
 * parameter with its example value.
 */
export function liveExamples(path: string, operation: Operation, pathParameters: Parameter[]): string[] {
  let concrete = path;
  for (const parameter of pathParameters) concrete = concrete.replace(`{${parameter.name}}`, String(parameter.example));
  const fromExamples = Object.values(operation.responses['200']?.content ?? {}).flatMap((media) => Object.values(media.examples ?? {}).map((example) => example.summary)).filter(isRequest);
  const fromParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.example !== undefined).map((parameter) => `${concrete}?${parameter.name}=${encodeURIComponent(String(parameter.example))}`);
  return [...new Set([concrete, ...fromExamples, ...fromParameters])];
}
